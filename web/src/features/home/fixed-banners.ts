import { HOME_TEXT } from '@gaokao/contracts'
import auxiliaryBanner from './banners/auxiliary.svg'
import choiceBanner from './banners/choice.svg'
import expertBanner from './banners/expert.svg'

/**
 * Three banners are part of the product rather than fetched (docs/spec-rules.md, Screens). Their
 * images (under 1 kB each) are imported, so the build inlines them into the
 * page's code (Vite inlines assets under 4 kB): the first slide paints with
 * the page instead of after a request the browser could only start once the
 * carousel had rendered, which made it the last thing a phone waited for.
 */
export const FIXED_BANNERS = [
  { filePath: choiceBanner, url: '/choice', alt: HOME_TEXT.banners.choice },
  { filePath: auxiliaryBanner, url: '/auxiliaryFill/list', alt: HOME_TEXT.banners.auxiliary },
  { filePath: expertBanner, url: '/expertOneToOne', alt: HOME_TEXT.banners.expert },
] as const
