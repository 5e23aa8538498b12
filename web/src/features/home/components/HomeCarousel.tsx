import { Carousel } from '@douyinfe/semi-ui'
import { SHELL_TEXT, SITE_ROUTES } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useCarousel } from '../../../api/reference/carousel'
import { linkTarget } from '../../../lib/safe-link'
import { FIXED_BANNERS } from '../fixed-banners'
import styles from './HomeCarousel.module.css'

interface Banner {
  filePath: string
  url: string
  alt: string
}

/**
 * The three fixed banners, then the fetched ones. Fixed first: the first
 * slide is on screen from the first paint and stays put when the fetch
 * lands (fetched-first swapped the visible image late, which made it the
 * page's largest contentful paint); while the fetch fails, the fixed ones
 * still show.
 */
export function HomeCarousel() {
  const carousel = useCarousel()
  // A fetched banner has no text of its own: its link is named after the page it opens (axe link-name).
  const fetched: Banner[] = (carousel.data ?? []).map((b) => ({ ...b, alt: bannerName(b.url) }))
  const banners = [...FIXED_BANNERS, ...fetched]
  return (
    <section aria-label={SHELL_TEXT.carouselLabel} className={styles.frame}>
      <Carousel className={styles.carousel} autoPlay={{ interval: 5000, hoverToPause: true }} theme="light">
        {banners.map((b) => (
          // Semi's Carousel sets its slide classes on each child: plain divs keep them.
          <div key={`${b.filePath}-${b.url}`}>
            <BannerSlide banner={b} />
          </div>
        ))}
      </Carousel>
    </section>
  )
}

function bannerName(url: string): string {
  const path = url.split(/[?#]/)[0]
  return SITE_ROUTES.find((r) => r.path === path)?.title ?? SHELL_TEXT.carouselLabel
}

function BannerSlide({ banner }: { banner: Banner }) {
  const image = <img src={banner.filePath} alt={banner.alt} className={styles.image} />
  // The link comes from the upstream: a site path navigates inside the app, an http(s) URL opens in a new tab,
  // anything else (javascript:, //host ...) leaves the banner a picture without a link.
  const target = linkTarget(banner.url)
  if (target?.kind === 'site') {
    return (
      <Link to={target.path} className={styles.slide}>
        {image}
      </Link>
    )
  }
  if (target?.kind === 'web') {
    return (
      <a href={target.href} className={styles.slide} rel="noopener noreferrer" target="_blank">
        {image}
      </a>
    )
  }
  return <div className={styles.slide}>{image}</div>
}
