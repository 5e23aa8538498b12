import { describe, expect, it } from 'vitest'
import {
  candidateTrackOf,
  canonicalXk,
  canTickSubject,
  firstChoiceFirst,
  groupPickCount,
  isValidSubjectSet,
  splitFirstChoice,
  subjectsError,
  threePlusThreeOptions,
  trackOf,
} from '../src/rules/subjects.js'

describe('3+3: three of six subjects, seven in 浙江', () => {
  it('offers six subjects, and 技术 only in 浙江', () => {
    expect(threePlusThreeOptions('山东')).toEqual(['物', '化', '生', '史', '政', '地'])
    expect(threePlusThreeOptions('浙江')).toContain('技')
    expect(threePlusThreeOptions('浙江')).toHaveLength(7)
  })

  it('accepts exactly three distinct subjects', () => {
    expect(isValidSubjectSet('3+3', '山东', ['物', '化', '生'])).toBe(true)
    expect(isValidSubjectSet('3+3', '山东', ['史', '政', '地'])).toBe(true)
  })

  it('refuses two, four or repeated subjects', () => {
    expect(isValidSubjectSet('3+3', '山东', ['物', '化'])).toBe(false)
    expect(isValidSubjectSet('3+3', '山东', ['物', '化', '生', '史'])).toBe(false)
    expect(isValidSubjectSet('3+3', '山东', ['物', '物', '化'])).toBe(false)
  })

  it('accepts 技术 in 浙江 and nowhere else', () => {
    expect(isValidSubjectSet('3+3', '浙江', ['物', '化', '技'])).toBe(true)
    expect(isValidSubjectSet('3+3', '上海', ['物', '化', '技'])).toBe(false)
  })
})

describe('3+1+2: one of 物理/历史, then two of 化学/生物/政治/地理', () => {
  it('accepts one first and two second choices', () => {
    expect(isValidSubjectSet('3+1+2', '江苏', ['物', '化', '生'])).toBe(true)
    expect(isValidSubjectSet('3+1+2', '江苏', ['史', '政', '地'])).toBe(true)
  })

  it('refuses both first choices, or a first choice among the second', () => {
    expect(isValidSubjectSet('3+1+2', '江苏', ['物', '史', '化'])).toBe(false)
    expect(isValidSubjectSet('3+1+2', '江苏', ['化', '生', '政'])).toBe(false)
    expect(isValidSubjectSet('3+1+2', '江苏', ['物', '化'])).toBe(false)
    expect(isValidSubjectSet('3+1+2', '江苏', ['物', '化', '技'])).toBe(false)
  })

  it('names the wrong count with 请选择对应数量的科目', () => {
    expect(subjectsError('3+1+2', '江苏', ['物', '化'])).toBe('请选择对应数量的科目')
    expect(subjectsError('3+3', '北京', ['物'])).toBe('请选择对应数量的科目')
    expect(subjectsError('3+3', '北京', ['物', '化', '生'])).toBeUndefined()
  })
})

describe('tracks and splitting stored subjects', () => {
  it('ranks 3+1+2 candidates by their first choice and 3+3 as one pool', () => {
    expect(trackOf('3+1+2', '物/化/生')).toBe('物理类')
    expect(trackOf('3+1+2', '史/政/地')).toBe('历史类')
    expect(trackOf('3+3', '史/政/地')).toBe('综合')
  })

  it('puts 物 or 史 first, keeping the order of the rest, whatever order the subjects came in', () => {
    expect(firstChoiceFirst(['化', '史', '地'])).toEqual(['史', '化', '地'])
    expect(firstChoiceFirst(['物', '化', '生'])).toEqual(['物', '化', '生'])
    expect(firstChoiceFirst(['化', '生', '政'])).toEqual(['化', '生', '政'])
    expect(firstChoiceFirst([])).toEqual([])
  })

  it("ranks a candidate's subjects in any order by their first choice", () => {
    expect(candidateTrackOf('3+1+2', ['政', '史', '地'])).toBe('历史类')
    expect(candidateTrackOf('3+1+2', ['化', '物', '生'])).toBe('物理类')
    expect(candidateTrackOf('3+3', ['史', '政', '地'])).toBe('综合')
  })

  it('splits an existing user subjects in 3+1+2 when the first is 物理 or 历史', () => {
    expect(splitFirstChoice('3+1+2', '物/化/生')).toEqual({ first: ['物'], second: ['化', '生'] })
    expect(splitFirstChoice('3+1+2', '化/生/政')).toBeUndefined()
    expect(splitFirstChoice('3+3', '物/化/生')).toBeUndefined()
  })
})

describe('the tick-several group closes at its count', () => {
  it('takes three 3+3 subjects and two 3+1+2 second choices', () => {
    expect(groupPickCount('3+3')).toBe(3)
    expect(groupPickCount('3+1+2')).toBe(2)
  })

  it('keeps the ticked boxes open and closes the others once the count is reached', () => {
    expect(canTickSubject('3+1+2', ['化'], '生')).toBe(true)
    expect(canTickSubject('3+1+2', ['化', '生'], '政')).toBe(false)
    expect(canTickSubject('3+1+2', ['化', '生'], '生')).toBe(true)
    expect(canTickSubject('3+3', ['物', '化'], '生')).toBe(true)
    expect(canTickSubject('3+3', ['物', '化', '生'], '地')).toBe(false)
    expect(canTickSubject('3+3', ['物', '化', '生'], '物')).toBe(true)
  })
})

describe('a combination written in one order', () => {
  it('puts the first choice first, then 物 化 生 史 政 地 技, whatever order it came in', () => {
    expect(canonicalXk(['政', '地', '史'])).toBe('史/政/地')
    expect(canonicalXk(['生', '化', '物'])).toBe('物/化/生')
    expect(canonicalXk(['技', '生', '化'])).toBe('化/生/技')
    expect(canonicalXk(['地', '史', '化'])).toBe('史/化/地')
  })
})
