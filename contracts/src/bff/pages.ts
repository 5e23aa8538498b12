import { getCarousel, provinces } from '../api/public.js'
import { type BffPayload, bffPayload, optionalPart, type PayloadOf, requiredPart } from './payload.js'

/**
 * Page payloads: the calls a page needs for its first paint, merged. A new
 * page is a definition here plus a line in ALL_PAGES; the bff serves every
 * entry of that list without further code.
 */

export const homePage = bffPayload({
  name: 'home',
  summary: '首页：轮播图与高考省份',
  path: '/bff/pages/home',
  parts: {
    carousel: optionalPart(getCarousel),
    provinces: requiredPart(provinces),
  },
})
export type HomePage = PayloadOf<typeof homePage>

export const ALL_PAGES: readonly BffPayload[] = [homePage]
