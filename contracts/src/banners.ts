/**
 * The three banners that are part of the product rather than fetched (spec
 * §2), first in the home carousel. In contracts because the bff names the
 * first one in the home page's head (firstPaintImageUrl): it is the page's
 * largest paint on a phone.
 */
export const FIXED_BANNERS = [
  { filePath: '/images/banners/choice.svg', url: '/choice', alt: '自主填报志愿' },
  { filePath: '/images/banners/auxiliary.svg', url: '/auxiliaryFill/list', alt: 'AI一键填报' },
  { filePath: '/images/banners/expert.svg', url: '/expertOneToOne', alt: '专家一对一' },
] as const
