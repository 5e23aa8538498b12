import { describe, expect, it } from 'vitest'
import { firstPaintPayloadUrl, homePage, homePageQuery } from '../src/bff/index.js'
import { queryUrl } from '../src/http.js'
import { matchSiteRoute, SITE_ROUTES } from '../src/site-routes.js'

describe('matchSiteRoute', () => {
  it('finds static pages, with or without a trailing slash or a query', () => {
    expect(matchSiteRoute('/')?.path).toBe('/')
    expect(matchSiteRoute('/college')?.path).toBe('/college')
    expect(matchSiteRoute('/college/?page=2&tags=985')?.path).toBe('/college')
    expect(matchSiteRoute('/choice/buildWish#top')?.path).toBe('/choice/buildWish')
  })

  it('fills a $param with one segment', () => {
    expect(matchSiteRoute('/college/10001')?.path).toBe('/college/$id')
    expect(matchSiteRoute('/information/42?from=home')?.path).toBe('/information/$id')
  })

  it('prefers a static segment over a $param', () => {
    expect(matchSiteRoute('/jobLibrary/search')?.path).toBe('/jobLibrary/search')
    expect(matchSiteRoute('/jobLibrary/301')?.path).toBe('/jobLibrary/$id')
    expect(matchSiteRoute('/mockConvert/result')?.path).toBe('/mockConvert/result')
  })

  it('ignores case as the router does (TanStack Router is case-insensitive by default)', () => {
    expect(matchSiteRoute('/College/10001')?.path).toBe('/college/$id')
    expect(matchSiteRoute('/JOBLIBRARY/SEARCH')?.path).toBe('/jobLibrary/search')
  })

  it('answers nothing for a path that is no page', () => {
    expect(matchSiteRoute('/nowhere')).toBeUndefined()
    expect(matchSiteRoute('/college/10001/extra')).toBeUndefined()
  })
})

describe('firstPaintPayloadUrl', () => {
  const visitor = (province: string, hasSession = false) => ({ province, hasSession })

  it('is the URL the web asks for: the home payload in the province, or without one', () => {
    expect(firstPaintPayloadUrl('/', visitor(''))).toBe('/bff/pages/home')
    expect(firstPaintPayloadUrl('/?from=ad', visitor('山东'))).toBe(
      `/bff/pages/home?province=${encodeURIComponent('山东')}`,
    )
    expect(firstPaintPayloadUrl('/', visitor('山东'))).toBe(queryUrl(homePage.path, homePageQuery('山东')))
  })

  it("names a major's and a job's detail, and a college's without a province, by a valid id only", () => {
    expect(firstPaintPayloadUrl('/major/80901', visitor(''))).toBe('/bff/pages/majorDetail?id=80901')
    expect(firstPaintPayloadUrl('/jobLibrary/7', visitor('江苏'))).toBe('/bff/pages/jobDetail?id=7')
    expect(firstPaintPayloadUrl('/major/007', visitor(''))).toBeUndefined()
    expect(firstPaintPayloadUrl('/college/10001', visitor('江苏'))).toBeUndefined()
    // Without a province a college's page is the college alone: its URL depends on the path only.
    expect(firstPaintPayloadUrl('/college/10001', visitor(''))).toBe('/bff/pages/collegeBasics?id=10001')
    expect(firstPaintPayloadUrl('/college/abc', visitor(''))).toBeUndefined()
    // Past SchoolId's maximum the web shows its 404 page: nothing to fetch.
    expect(firstPaintPayloadUrl('/college/1000000', visitor(''))).toBeUndefined()
    expect(firstPaintPayloadUrl('/nowhere', visitor(''))).toBeUndefined()
  })

  it('names the unfiltered /choice payload for a visitor with a session only', () => {
    expect(firstPaintPayloadUrl('/choice', visitor('江苏', true))).toBe('/bff/pages/choice')
    expect(firstPaintPayloadUrl('/choice', visitor('江苏'))).toBeUndefined()
    // Filters in the URL: the summary's body is the page's reading of them.
    expect(firstPaintPayloadUrl('/choice?keyword=%E5%8D%97', visitor('江苏', true))).toBeUndefined()
  })
})

describe('queryUrl', () => {
  it('adds the non-empty fields in order, encoded', () => {
    expect(queryUrl('/bff/x', { a: 1, b: '', c: undefined, d: null, e: '江苏' })).toBe(
      `/bff/x?a=1&e=${encodeURIComponent('江苏')}`,
    )
    expect(queryUrl('/bff/x?z=1', { a: 2 })).toBe('/bff/x?z=1&a=2')
    expect(queryUrl('/bff/x', {})).toBe('/bff/x')
    expect(queryUrl('/bff/x', undefined)).toBe('/bff/x')
  })
})

describe('needsProvince', () => {
  it('lets a shared link to news, the agreement, careers or a major show its text without a province', () => {
    for (const url of [
      '/information/42',
      '/userAgreement',
      '/dataNote',
      '/evaluate/1',
      '/jobLibrary/search',
      '/major/80901',
    ]) {
      expect(matchSiteRoute(url)?.needsProvince, url).toBe(false)
    }
  })

  it('asks for one on pages showing the province’s figures, behind a login, and on any page not listed', () => {
    for (const url of ['/', '/college', '/college/10001', '/rank', '/batch', '/plan', '/choice', '/personal']) {
      expect(matchSiteRoute(url)?.needsProvince, url).toBe(true)
    }
    expect(SITE_ROUTES.filter((r) => !r.needsProvince).every((r) => !r.requiresAuth)).toBe(true)
  })
})
