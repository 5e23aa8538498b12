/** Three banners are part of the product rather than fetched (spec §2). */
export const FIXED_BANNERS = [
  { filePath: '/images/banners/choice.svg', url: '/choice', alt: '自主填报志愿' },
  { filePath: '/images/banners/auxiliary.svg', url: '/auxiliaryFill/list', alt: 'AI一键填报' },
  { filePath: '/images/banners/expert.svg', url: '/expertOneToOne', alt: '专家一对一' },
] as const
