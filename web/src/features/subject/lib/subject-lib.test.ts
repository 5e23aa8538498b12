import { describe, expect, it } from 'vitest'
import { canonicalXk, defaultXk, joinCompare, parseCompare, subjectGroups, validXk, xkLabel } from './combination'
import { validateSubjectSearch } from './subject-search'

describe('combinations', () => {
  it('are written in one order: the first choice first, then 物 化 生 史 政 地 技', () => {
    expect(canonicalXk(['政', '地', '史'])).toBe('史/政/地')
    expect(canonicalXk(['生', '化', '物'])).toBe('物/化/生')
    expect(canonicalXk(['技', '生', '化'])).toBe('化/生/技')
    expect(xkLabel('物/化/生')).toBe('物化生')
  })

  it("are valid only for the province's mode", () => {
    expect(validXk('物/化/生', '3+1+2', '江苏')).toBe('物/化/生')
    expect(validXk('物/史/化', '3+1+2', '江苏')).toBeUndefined()
    expect(validXk('化/生/政', '3+1+2', '江苏')).toBeUndefined()
    expect(validXk('化/生/政', '3+3', '北京')).toBe('化/生/政')
    expect(validXk('化/生/技', '3+3', '北京')).toBeUndefined()
    expect(validXk('化/生/技', '3+3', '浙江')).toBe('化/生/技')
  })

  it("start from the user's subjects when they fit, else 物/化/生", () => {
    expect(defaultXk('3+1+2', '江苏', '史/政/地')).toBe('史/政/地')
    expect(defaultXk('3+1+2', '江苏', '')).toBe('物/化/生')
    expect(defaultXk('3+1+2', '江苏', '化/生/政')).toBe('物/化/生')
  })

  it('offer 1 of 2 then 2 of 4 in 3+1+2, 3 of 6 (浙江 7) in 3+3', () => {
    expect(subjectGroups('3+1+2', '江苏').first.map((s) => s.label)).toEqual(['物理', '历史'])
    expect(subjectGroups('3+1+2', '江苏').second).toHaveLength(4)
    expect(subjectGroups('3+3', '北京').second).toHaveLength(6)
    expect(subjectGroups('3+3', '浙江').second.map((s) => s.label)).toContain('技术')
  })

  it('are compared three at most, distinct and valid', () => {
    expect(parseCompare('物/化/生,史/政/地,物/化/生,物/生/地,物/政/地', '3+1+2', '江苏')).toEqual([
      '物/化/生',
      '史/政/地',
      '物/生/地',
    ])
    expect(parseCompare('bad,化/生/政', '3+1+2', '江苏')).toEqual([])
    expect(joinCompare([])).toBeUndefined()
    expect(joinCompare(['物/化/生', '史/政/地'])).toBe('物/化/生,史/政/地')
  })
})

describe('the /subject URL', () => {
  it('keeps what differs from the defaults and drops what is bad', () => {
    expect(validateSubjectSearch({ tab: 'school', school: '10284', page: '2', list: 'majors' })).toEqual({
      tab: 'school',
      school: 10284,
      page: 2,
      list: 'majors',
    })
    expect(validateSubjectSearch({ tab: 'combo', page: '1', list: 'schools', scope: 'plan', school: 'x' })).toEqual({})
    expect(validateSubjectSearch({ tab: 'nope', xk: '物/化/生', cmp: '物/化/生,史/政/地' })).toEqual({
      xk: '物/化/生',
      cmp: '物/化/生,史/政/地',
    })
  })
})
