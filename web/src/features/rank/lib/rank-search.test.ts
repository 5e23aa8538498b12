import { describe, expect, it } from 'vitest'
import { defaultTrack, pageOfRow, validateRankSearch } from './rank-search'

describe('validateRankSearch', () => {
  it('keeps good values and drops defaults, so a plain /rank stays plain', () => {
    expect(validateRankSearch({})).toEqual({})
    expect(validateRankSearch({ page: 1 })).toEqual({})
    expect(
      validateRankSearch({
        province: '河南',
        year: 2024,
        track: '历史类',
        page: '3',
        min: 500,
        max: '600',
        score: 0,
        wc: '1234',
      }),
    ).toEqual({ province: '河南', year: 2024, track: '历史类', page: 3, min: 500, max: 600, score: 0, wc: 1234 })
  })

  it('falls back instead of failing on hand-edited values', () => {
    expect(
      validateRankSearch({ year: 'abc', track: '工科', page: -2, min: 800, max: 'x', score: '12.5', wc: 0 }),
    ).toEqual({})
    expect(validateRankSearch({ year: 1999 })).toEqual({})
  })

  it('swaps a range given upside down', () => {
    expect(validateRankSearch({ min: 600, max: 500 })).toEqual({ min: 500, max: 600 })
  })
})

describe('defaultTrack', () => {
  it('prefers the student’s own track when the table has it, else the first', () => {
    expect(defaultTrack(['物理类', '历史类'], '历史类')).toBe('历史类')
    expect(defaultTrack(['物理类', '历史类'], undefined)).toBe('物理类')
    expect(defaultTrack(['综合'], '物理类')).toBe('综合')
    expect(defaultTrack([], '物理类')).toBeUndefined()
  })

  it("takes the link's track first, then the student's, each by its 文理 counterpart in a year before the new exam", () => {
    expect(defaultTrack(['物理类', '历史类'], '历史类', '物理类')).toBe('历史类')
    expect(defaultTrack(['理科', '文科'], '历史类', '物理类')).toBe('文科')
    expect(defaultTrack(['理科', '文科'], undefined, '历史类')).toBe('文科')
  })
})

describe('pageOfRow', () => {
  it('opens the page that holds the row: 50 rows a page, highest score first', () => {
    expect(pageOfRow(0, 50)).toBe(1)
    expect(pageOfRow(49, 50)).toBe(1)
    expect(pageOfRow(50, 50)).toBe(2)
    expect(pageOfRow(137, 50)).toBe(3)
  })
})

describe('the row to show', () => {
  it('is a score, kept in the URL, dropped when it is none', () => {
    expect(validateRankSearch({ row: '612', page: 3 })).toEqual({ row: 612, page: 3 })
    expect(validateRankSearch({ row: 'x' })).toEqual({})
    expect(validateRankSearch({ row: 900 })).toEqual({})
  })
})
