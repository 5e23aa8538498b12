import { describe, expect, it } from 'vitest'
import { matchSiteRoute } from '../src/site-routes.js'

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

  it('answers nothing for a path that is no page', () => {
    expect(matchSiteRoute('/nowhere')).toBeUndefined()
    expect(matchSiteRoute('/college/10001/extra')).toBeUndefined()
  })
})
