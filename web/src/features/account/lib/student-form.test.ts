import { describe, expect, it } from 'vitest'
import { EMPTY_PROFILE } from '../../../stores/user'
import { clearedBy, initialValues, isProvinceLocked, rankQuery, toSaveBody } from './student-form'

const profile = { ...EMPTY_PROFILE, phone: '13800000001' }

describe('the student form rules (docs/spec-rules.md, States)', () => {
  it('splits an existing 3+1+2 user subjects into first and second choice', () => {
    const values = initialValues({ ...profile, xk: '物/化/生', province: '江苏' }, '3+1+2')
    expect(values.firstSubject).toBe('物')
    expect(values.secondSubjectList).toEqual(['化', '生'])
  })

  it('keeps a 3+3 user subjects as one list', () => {
    expect(initialValues({ ...profile, xk: '物/化/技', province: '浙江' }, '3+3').subjectList).toEqual([
      '物',
      '化',
      '技',
    ])
  })

  it('shows a nation other than 汉族 as 其他 with its name', () => {
    const values = initialValues({ ...profile, nation: '回族' }, undefined)
    expect(values.nation).toBe('其他')
    expect(values.nationName).toBe('回族')
  })

  it('asks for the rank only with a province, a full subject set and a score above 100', () => {
    const base = { province: '江苏', firstSubject: '物', secondSubjectList: ['化', '生'] }
    expect(rankQuery('3+1+2', { ...base, score: '600' })).toEqual({ score: 600, province: '江苏', xk: '物/化/生' })
    expect(rankQuery('3+1+2', { ...base, score: '100' })).toBeUndefined()
    expect(rankQuery('3+1+2', { ...base, score: '60a' })).toBeUndefined()
    expect(rankQuery('3+1+2', { ...base, secondSubjectList: ['化'], score: '600' })).toBeUndefined()
    expect(rankQuery('3+1+2', { ...base, province: undefined, score: '600' })).toBeUndefined()
    expect(rankQuery('3+3', { province: '山东', subjectList: ['物', '化', '生'], score: '580' })).toEqual({
      score: 580,
      province: '山东',
      xk: '物/化/生',
    })
    expect(rankQuery('3+3', { province: '山东', subjectList: ['物', '化'], score: '580' })).toBeUndefined()
  })

  it('clears subjects, score and rank when the province changes', () => {
    expect(clearedBy('province')).toEqual({
      subjectList: [],
      firstSubject: undefined,
      secondSubjectList: [],
      score: undefined,
      wc: null,
    })
  })

  it('clears score and rank when the first choice changes, and the rank when the score changes', () => {
    expect(clearedBy('firstSubject')).toEqual({ score: undefined, wc: null })
    expect(clearedBy('score')).toEqual({ wc: null })
    expect(clearedBy('nickName')).toEqual({})
  })

  it('locks province and year for a student with score and province saved', () => {
    expect(isProvinceLocked({ ...profile, sf: '1', score: 600, province: '江苏' })).toBe(true)
    expect(isProvinceLocked({ ...profile, sf: '0', score: 600, province: '江苏' })).toBe(false)
    expect(isProvinceLocked({ ...profile, sf: '1', score: null, province: '江苏' })).toBe(false)
  })

  it('saves the typed nation name for 其他 and joins the subjects with /', () => {
    const body = toSaveBody(
      '3+1+2',
      {
        nickName: ' 张三 ',
        sex: '男',
        nation: '其他',
        nationName: '回族',
        language: '英语',
        freshGraduate: '1',
        localArea: ['320000', '320100'],
        province: '江苏',
        gkYear: 2027,
        firstSubject: '史',
        secondSubjectList: ['政', '地'],
        score: '588',
      },
      12345,
    )
    expect(body).toMatchObject({ nickName: '张三', nation: '回族', xk: '史/政/地', score: 588, wc: 12345, uType: '0' })
  })
})
