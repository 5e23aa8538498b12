import { describe, expect, it } from 'vitest'
import { loadAuthoredData } from '../../src/dataset/load.js'
import { availableAdmissions, loadAdmissions, type RealAdmission } from '../../src/dataset/real/admissions.js'
import { collegeCodeOf } from '../../src/dataset/real/college-code.js'
import { loadInstitutions } from '../../src/dataset/real/institutions.js'
import { OUTSIDE_MOE_LIST } from '../../src/dataset/real/outside-moe-list.js'
import { loadSubjectRequirements } from '../../src/dataset/real/subject-requirements.js'
import { WRONG_CODES } from '../../src/dataset/real/wrong-codes.js'
import { EXPLICIT_COLLEGE_ID_MIN } from '../../src/dataset/schemas.js'

const institutions = loadInstitutions()
const holderOf = new Map(institutions.map((i) => [i.moeCode, i.name]))
const admissions: RealAdmission[] = availableAdmissions().flatMap((p) => [...loadAdmissions(p.province, p.year)])

/**
 * Full-name rows whose school has since been renamed: the printed (old) name
 * and the MOE list's (new) name of the same code. The code is right.
 */
const RENAMED: Record<string, string> = {
  北师香港浸会大学: '北京师范大学-香港浸会大学联合国际学院',
  合肥学院: '合肥大学',
  吉林化工学院: '吉林化工大学',
  嘉兴学院: '嘉兴大学',
  天水师范学院: '天水师范大学',
  常熟理工学院: '苏州工学院',
  新乡医学院: '河南医药大学',
  新乡医学院三全学院: '豫北医学院',
  桂林医学院: '桂林医科大学',
  '桂林医学院(联合培养)': '桂林医科大学',
  浙江科技学院: '浙江科技大学',
  海南医学院: '海南医科大学',
  蚌埠医学院: '蚌埠医科大学',
  西藏农牧学院: '西藏农牧大学',
  赣南医学院: '赣南医科大学',
  重庆科技学院: '重庆科技大学',
}

/** Names compared as printed, but with half-width brackets and no group suffix (第 02组, 03专业组(化学)). */
const plain = (name: string) =>
  name
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/第 ?\d+组$/, '')
    .replace(/\d+专业组.*$/, '')

describe('学校标识码 in the published rows', () => {
  it('are on the MOE list, or are the known codes outside it', () => {
    const outside = new Set(admissions.map((a) => a.moeCode).filter((code) => !holderOf.has(code)))
    expect([...outside].sort()).toEqual(Object.keys(OUTSIDE_MOE_LIST).sort())
    const military = Object.entries(OUTSIDE_MOE_LIST).filter(([, v]) => v.reason === 'military')
    expect(military.map(([, v]) => v.name).sort()).toEqual(
      ['国防科技大学', '海军军医大学', '陆军军医大学', '陆军工程大学', '空军军医大学'].sort(),
    )
    // 江苏's 选科要求: ten-digit codes likewise; 203 rows keep 江苏's own five-digit code.
    const requirements = loadSubjectRequirements('江苏', 2024)
    const long = requirements.filter((r) => r.moeCode.length === 10)
    expect(long.filter((r) => !holderOf.has(r.moeCode) && !(r.moeCode in OUTSIDE_MOE_LIST))).toEqual([])
    expect(requirements.length - long.length).toBe(203)
  })

  it('name the school the MOE list gives them, except known renames and the known wrong codes', () => {
    // 上海 prints abbreviations (上海交大), which no comparison of names can check (docs/real-data.md).
    const disagreements = new Map<string, string>()
    for (const a of admissions.filter((a) => a.province !== '上海')) {
      const holder = holderOf.get(a.moeCode)
      if (holder === undefined) continue
      const printed = plain(a.collegeName)
      if (printed.startsWith(plain(holder))) continue
      disagreements.set(printed, holder)
    }
    const expected = new Map<string, string>([
      ...Object.entries(RENAMED),
      ...Object.entries(WRONG_CODES).map(([name, { holder }]): [string, string] => [name, holder]),
    ])
    expect(Object.fromEntries([...disagreements].sort())).toEqual(Object.fromEntries([...expected].sort()))
    for (const [name, { carries, holder }] of Object.entries(WRONG_CODES)) {
      expect(holderOf.get(carries), name).toBe(holder)
      expect(
        admissions.some((a) => plain(a.collegeName) === name && a.moeCode === carries),
        name,
      ).toBe(true)
    }
  })

  it('are shared by two abbreviations twelve times in 上海, where names cannot be checked', () => {
    const names = new Map<string, Set<string>>()
    for (const a of admissions.filter((a) => a.province === '上海')) {
      names.set(a.moeCode, (names.get(a.moeCode) ?? new Set()).add(a.collegeName))
    }
    const shared = [...names].filter(([, n]) => n.size > 1).map(([code, n]) => `${code} ${[...n].sort().join('/')}`)
    // Among them 4133010336 杭州电子 / 浙大医学: 浙江大学医学院 under 杭州电子科技大学's code, as elsewhere.
    expect(shared).toContain('4133010336 杭州电子/浙大医学')
    expect(shared).toHaveLength(12)
  })
})

describe('the id of a real row’s college', () => {
  it('is the 院校代码, unique on the MOE list and below the explicit ids of codeless colleges', () => {
    expect(collegeCodeOf('4111010001')).toBe(10_001)
    expect(collegeCodeOf('10054')).toBeUndefined()
    const codes = institutions.map((i) => collegeCodeOf(i.moeCode) ?? 0)
    expect(new Set(codes).size).toBe(institutions.length)
    expect(Math.max(...codes)).toBeLessThan(EXPLICIT_COLLEGE_ID_MIN)
    expect(Math.min(...codes)).toBeGreaterThan(0)
  })

  it('is the id the site already gives every authored college that has a 学校标识码', () => {
    const authored = loadAuthoredData().colleges.filter((c) => c.code !== '')
    expect(authored).toHaveLength(473)
    for (const college of authored) {
      expect(holderOf.has(college.code), `${college.name} ${college.code}`).toBe(true)
      expect(college.id, college.name).toBe(collegeCodeOf(college.code))
    }
  })
})
