import { describe, expect, it } from 'vitest'
import { validateMajorDetailSearch, validateMajorListSearch } from './major-search'

describe('validateMajorListSearch', () => {
  it('keeps a valid view and leaves defaults out of the URL', () => {
    expect(validateMajorListSearch({ cc: '专科', xkml: '51', zyl: '5102', page: '3' })).toEqual({
      cc: '专科',
      xkml: '51',
      zyl: '5102',
      page: 3,
    })
    expect(validateMajorListSearch({ cc: '本科', page: 1 })).toEqual({})
  })

  it('drops what does not fit: a 专业类 outside its 门类, bad codes, a 门类 beside a keyword', () => {
    expect(validateMajorListSearch({ xkml: '08', zyl: '0501' })).toEqual({ xkml: '08' })
    expect(validateMajorListSearch({ zyl: '0809' })).toEqual({})
    expect(validateMajorListSearch({ cc: '硕士', xkml: '工学', page: '-2' })).toEqual({})
    expect(validateMajorListSearch({ xkml: '08', keyword: ' 软件 ' })).toEqual({ keyword: '软件' })
    // The router parses ?xkml=08 as the number 8.
    expect(validateMajorListSearch({ xkml: 8 })).toEqual({ xkml: '08' })
  })
})

describe('validateMajorDetailSearch', () => {
  it('keeps a known track, the ranking order and a page; the line order is the default', () => {
    expect(validateMajorDetailSearch({ sort: 'rank', track: '历史类', page: 2 })).toEqual({
      sort: 'rank',
      track: '历史类',
      page: 2,
    })
    expect(validateMajorDetailSearch({ sort: 'score', track: '工科', page: 0, year: 2024 })).toEqual({})
  })
})
