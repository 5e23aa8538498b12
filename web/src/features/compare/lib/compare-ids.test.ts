import { COMPARE_MAX } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { parseCompareIds, validateCompareSearch } from './compare-ids'

describe('the ids of /compare', () => {
  it('reads a list of college ids in order, without repeats', () => {
    expect(parseCompareIds('3,1,3,2')).toEqual({ ids: [3, 1, 2], bad: false, tooMany: undefined })
    expect(parseCompareIds(validateCompareSearch({ ids: 7 }).ids)).toEqual({ ids: [7], bad: false, tooMany: undefined })
  })

  it('reports parts that are no id and keeps the rest', () => {
    expect(parseCompareIds('1,abc,0,2.5,-4,2')).toEqual({ ids: [1, 2], bad: true, tooMany: undefined })
    expect(parseCompareIds('abc').ids).toEqual([])
    expect(parseCompareIds('9999999').bad).toBe(true)
  })

  it('keeps the first ones of a list that is too long and says how many were asked', () => {
    const many = Array.from({ length: COMPARE_MAX + 2 }, (_, i) => i + 1)
    expect(parseCompareIds(many.join(','))).toEqual({
      ids: many.slice(0, COMPARE_MAX),
      bad: false,
      tooMany: COMPARE_MAX + 2,
    })
  })

  it('treats a missing or empty param as no ids', () => {
    expect(validateCompareSearch({})).toEqual({})
    expect(validateCompareSearch({ ids: '  ' })).toEqual({})
    expect(validateCompareSearch({ ids: { a: 1 } })).toEqual({})
    expect(parseCompareIds(undefined)).toEqual({ ids: [], bad: false, tooMany: undefined })
  })
})
