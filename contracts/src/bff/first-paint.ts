import { FIXED_BANNERS } from '../banners.js'
import { queryUrl } from '../http.js'
import { matchSiteRoute } from '../site-routes.js'
import { homePage, homePageQuery, jobDetailPage, majorDetailPage } from './pages.js'

/** A route's id, as the web's route validation accepts it (web/src/lib/route-params.ts); else the page is a 404. */
function pageId(urlPath: string): number | undefined {
  const last = (urlPath.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop() ?? ''
  return /^[1-9]\d{0,9}$/.test(last) ? Number(last) : undefined
}

/**
 * The page payload a page asks for first, as the URL its loader requests:
 * the home page in the visitor's province, a major's or a job's detail. The
 * bff names it in index.html so the browser fetches it beside the scripts.
 * Pages whose first request depends on more than the URL and the province
 * (院校详情 also needs the student's track) have none.
 */
export function firstPaintPayloadUrl(urlPath: string, province: string): string | undefined {
  switch (matchSiteRoute(urlPath)?.path) {
    case '/':
      return queryUrl(homePage.path, homePageQuery(province))
    case '/major/$id': {
      const id = pageId(urlPath)
      return id === undefined ? undefined : queryUrl(majorDetailPage.path, { id })
    }
    case '/jobLibrary/$id': {
      const id = pageId(urlPath)
      return id === undefined ? undefined : queryUrl(jobDetailPage.path, { id })
    }
    default:
      return undefined
  }
}

/**
 * The image a page paints largest first, when it is known from the URL
 * alone: home's first slide, a fixed banner. Named in the head, it loads
 * while the scripts do; found by the browser only once React has rendered
 * the carousel, it came 2.8 s after the scripts on a throttled phone.
 */
export function firstPaintImageUrl(urlPath: string): string | undefined {
  return matchSiteRoute(urlPath)?.path === '/' ? FIXED_BANNERS[0].filePath : undefined
}
