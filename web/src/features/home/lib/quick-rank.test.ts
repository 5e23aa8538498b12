import { describe, expect, it } from 'vitest'
import { checkQuickRank, subjectOptions } from './quick-rank'

const empty = { province: '', subjects: [], first: '', score: '' }

describe('checkQuickRank (spec §5, in its order)', () => {
  it('asks for the province first', () => {
    expect(checkQuickRank(undefined, empty)).toEqual({ error: '请选择省份' })
    expect(checkQuickRank('3+1+2', { ...empty, province: '  ', score: '600' })).toEqual({ error: '请选择省份' })
  })

  it('then for the right number of subjects', () => {
    expect(checkQuickRank('3+1+2', { ...empty, province: '河南', score: '600' })).toEqual({
      error: '请选择对应数量的科目',
    })
    expect(
      checkQuickRank('3+1+2', { ...empty, province: '河南', first: '物', subjects: ['化'], score: '600' }),
    ).toEqual({
      error: '请选择对应数量的科目',
    })
    expect(checkQuickRank('3+3', { ...empty, province: '山东', subjects: ['物', '化'], score: '600' })).toEqual({
      error: '请选择对应数量的科目',
    })
    // 技术 only counts in 浙江.
    expect(checkQuickRank('3+3', { ...empty, province: '山东', subjects: ['物', '化', '技'], score: '600' })).toEqual({
      error: '请选择对应数量的科目',
    })
  })

  it('then for a score, an integer 0-750', () => {
    const ok = { ...empty, province: '河南', first: '物', subjects: ['化', '生'] }
    expect(checkQuickRank('3+1+2', ok)).toEqual({ error: '请输入分数' })
    expect(checkQuickRank('3+1+2', { ...ok, score: '751' })).toEqual({ error: '请输入0-750之间的整数' })
    expect(checkQuickRank('3+1+2', { ...ok, score: '600.5' })).toEqual({ error: '请输入0-750之间的整数' })
    expect(checkQuickRank('3+1+2', { ...ok, score: ' 600 ' })).toEqual({
      query: { province: '河南', xk: '物/化/生', score: 600 },
    })
  })

  it('joins 3+3 subjects as picked, 浙江 with 技术', () => {
    expect(checkQuickRank('3+3', { ...empty, province: '浙江', subjects: ['物', '化', '技'], score: '650' })).toEqual({
      query: { province: '浙江', xk: '物/化/技', score: 650 },
    })
  })
})

describe('subjectOptions', () => {
  it('offers 3+1+2 a first choice of 物理/历史 and four second choices', () => {
    const { first, rest } = subjectOptions('3+1+2', '河南')
    expect(first.map((o) => o.label)).toEqual(['物理', '历史'])
    expect(rest.map((o) => o.label)).toEqual(['化学', '生物', '政治', '地理'])
  })

  it('offers 3+3 six subjects, 浙江 seven', () => {
    expect(subjectOptions('3+3', '山东').rest).toHaveLength(6)
    expect(subjectOptions('3+3', '浙江').rest.map((o) => o.label)).toContain('技术')
  })
})
