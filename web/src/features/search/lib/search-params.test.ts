import { describe, expect, it } from 'vitest'
import { highlight, moveActive, validateSiteSearch } from './search-params'

describe('validateSiteSearch', () => {
  it('keeps the words, a known tab and its page', () => {
    expect(validateSiteSearch({ q: ' 北京 ', tab: 'school', page: '2' })).toEqual({ q: '北京', tab: 'school', page: 2 })
  })

  it('drops an unknown tab, and a page on the 综合 tab', () => {
    expect(validateSiteSearch({ q: '北京', tab: 'news', page: 2 })).toEqual({ q: '北京' })
    expect(validateSiteSearch({ q: '' })).toEqual({})
  })
})

describe('highlight', () => {
  it('marks every occurrence of the words, ignoring spaces in them', () => {
    expect(highlight('工程管理与工程造价', ' 工 程 ')).toEqual([
      { text: '工程', match: true },
      { text: '管理与', match: false },
      { text: '工程', match: true },
      { text: '造价', match: false },
    ])
    expect(highlight('北京大学', '清华')).toEqual([{ text: '北京大学', match: false }])
    expect(highlight('北京大学', '')).toEqual([{ text: '北京大学', match: false }])
  })
})

describe('moveActive', () => {
  it('starts at the first going down and the last going up, and wraps', () => {
    expect(moveActive(-1, 4, 1)).toBe(0)
    expect(moveActive(-1, 4, -1)).toBe(3)
    expect(moveActive(3, 4, 1)).toBe(0)
    expect(moveActive(0, 4, -1)).toBe(3)
    expect(moveActive(1, 4, 1)).toBe(2)
    expect(moveActive(-1, 0, 1)).toBe(-1)
  })
})
