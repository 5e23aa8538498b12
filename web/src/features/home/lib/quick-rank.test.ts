import { describe, expect, it } from 'vitest'
import { checkQuickRank, currentOutcome, subjectOptions } from './quick-rank'

const empty = { province: '', subjects: [], first: '', score: '' }

describe('checkQuickRank (province, subjects, score, in that order)', () => {
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

  it('sends no query for a score of 100 or below, and says why', () => {
    const ok = { ...empty, province: '江苏', first: '物', subjects: ['化', '生'] }
    for (const score of ['0', '50', '100']) {
      expect(checkQuickRank('3+1+2', { ...ok, score })).toEqual({ error: '分数需高于100分才能查位次' })
    }
    expect(checkQuickRank('3+1+2', { ...ok, score: '101' })).toEqual({
      query: { province: '江苏', xk: '物/化/生', score: 101 },
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

  const closed = (options: { value: string; disabled?: boolean }[]) =>
    options.filter((o) => o.disabled).map((o) => o.value)

  it('closes the other second choices once two are ticked in 3+1+2', () => {
    expect(closed(subjectOptions('3+1+2', '江苏', ['化']).rest)).toEqual([])
    expect(closed(subjectOptions('3+1+2', '江苏', ['化', '生']).rest)).toEqual(['政', '地'])
    expect(closed(subjectOptions('3+1+2', '江苏', ['化', '生']).first)).toEqual([])
  })

  it('closes the other 3+3 subjects once three are ticked, 浙江 技术 included', () => {
    expect(closed(subjectOptions('3+3', '山东', ['物', '化']).rest)).toEqual([])
    expect(closed(subjectOptions('3+3', '山东', ['物', '化', '生']).rest)).toEqual(['史', '政', '地'])
    expect(closed(subjectOptions('3+3', '浙江', ['物', '化', '生']).rest)).toEqual(['史', '政', '地', '技'])
  })
})

describe('currentOutcome', () => {
  const asked = { province: '江苏', first: '物', subjects: ['化', '生'], score: '600' }

  it('shows an answer for the very values it was asked for', () => {
    expect(currentOutcome({ values: asked, outcome: 23713 }, asked)).toBe(23713)
  })

  it('drops it after any edit, even one that restores equal values', () => {
    for (const edit of [{ first: '史' }, { province: '浙江' }, { subjects: ['化', '政'] }, { score: '601' }, {}]) {
      expect(currentOutcome({ values: asked, outcome: 23713 }, { ...asked, ...edit })).toBeUndefined()
    }
    expect(currentOutcome(undefined, asked)).toBeUndefined()
  })
})
