import { getCarousel, getDictList, provinces, provincesCities } from '../api/public.js'
import { BFF_PATHS } from '../http.js'
import { bffPayload, optionalPart, type PayloadOf } from './payload.js'

/**
 * The site's initial reference data in one payload, which the SPA loads at
 * start. Every part is optional: a site without its carousel still works.
 */
export const sitePayload = bffPayload({
  name: 'site',
  summary: '站点初始数据：轮播图、省市、高考省份、字典',
  path: BFF_PATHS.site,
  parts: {
    carousel: optionalPart(getCarousel),
    provincesCities: optionalPart(provincesCities),
    provinces: optionalPart(provinces),
    dicts: optionalPart(getDictList),
  },
})

export type SitePayload = PayloadOf<typeof sitePayload>
