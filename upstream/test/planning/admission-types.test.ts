import type { AdmissionType } from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { admissionShown, unitAdmission } from '../../src/modules/planning/admission-types.js'
import { admissionCheck } from '../../src/modules/planning/option-filters.js'
import { type MajorFacts, PlanningData, type SchoolFacts } from '../../src/modules/planning/planning-data.js'
import { useSeededDatabase } from '../helpers.js'

/**
 * The admission-type classifier (docs/admission-types.md) on the schools and
 * majors that were misjudged, read from the seeded database as the planner loads
 * them: the facts the rules decide from are the database's, not the test's.
 */
const db = useSeededDatabase()
let planning: PlanningData

beforeAll(() => {
  planning = new PlanningData(db())
})

function school(name: string): SchoolFacts {
  const found = [...planning.schools.values()].find((s) => s.name === name)
  if (!found) throw new Error(`no school ${name} in the seeded data`)
  return found
}

function major(name: string, level = '本科'): MajorFacts {
  const found = [...planning.majors.values()].find((m) => m.name === name && m.level === level)
  if (!found) throw new Error(`no ${level} major ${name} in the catalogue`)
  return found
}

/** A one-major unit: what the 专业 view and 专业+院校 provinces offer. */
const typesOf = (schoolName: string, majorName: string, level = '本科') =>
  unitAdmission(school(schoolName), [major(majorName, level)])

describe('the admission type of a school and major', () => {
  it('marks those lines: art majors need an 艺考, military academies a 提前批 of their own', () => {
    expect(typesOf('上海音乐学院', '雕塑')).toEqual(['艺术'])
    expect(typesOf('中央戏剧学院', '播音与主持艺术')).toEqual(['艺术'])
    expect(typesOf('南昌大学', '中国画')).toEqual(['艺术'])
    expect(typesOf('海军军医大学', '轻化工程')).toEqual(['军队'])
    expect(unitAdmission(school('海军工程大学'), [major('计算机科学与技术')])).toEqual(['军队'])
  })

  it('knows every military academy by its type, and not a 国防工业 school or an 空军装备部 college', () => {
    for (const name of ['国防科技大学', '陆军军医大学', '空军军医大学', '海军工程大学', '海军军医大学'])
      expect(school(name).admission.types, name).toEqual(['军队'])
    for (const name of ['陕西国防工业职业技术学院', '长沙航空职业技术学院'])
      expect(school(name).admission.types, name).toEqual([])
  })

  it('marks police majors at a police academy only: 治安学 at 江苏警官学院, not 消防工程 at 中国矿业大学', () => {
    expect(typesOf('江苏警官学院', '治安学')).toEqual(['公安'])
    expect(typesOf('中国人民公安大学', '侦查学')).toEqual(['公安'])
    expect(typesOf('中国消防救援学院', '消防工程')).toEqual(['公安'])
    expect(typesOf('安徽公安职业学院', '刑事执行', '专科')).toEqual(['公安'])
    expect(typesOf('江苏警官学院', '计算机科学与技术')).toEqual([])
    expect(typesOf('中国矿业大学', '消防工程')).toEqual([])
  })

  it('marks 体育 majors that need a 体育专业考试, not the ones recruited by science', () => {
    expect(typesOf('南京体育学院', '运动训练')).toEqual(['体育'])
    expect(typesOf('南京体育学院', '体育教育')).toEqual(['体育'])
    expect(typesOf('南京体育学院', '武术与民族传统体育')).toEqual(['体育'])
    expect(typesOf('南京体育学院', '运动人体科学')).toEqual([])
    expect(typesOf('南京体育学院', '运动康复')).toEqual([])
    expect(typesOf('南京体育学院', '社会体育', '专科')).toEqual(['体育'])
  })

  it('keeps 艺术学理论 and the art majors schools recruit by science ordinary', () => {
    expect(typesOf('南京大学', '艺术史论')).toEqual([])
    expect(typesOf('南京大学', '文物保护与修复')).toEqual([])
    expect(typesOf('南京大学', '视觉传达设计')).toEqual(['艺术'])
    expect(typesOf('南京大学', '音乐表演', '专科')).toEqual(['艺术'])
  })

  it('marks 飞行技术 (招飞) and every line of a 中外合作办学 school', () => {
    expect(typesOf('中国民航大学', '飞行技术')).toEqual(['飞行'])
    expect(typesOf('西交利物浦大学', '计算机科学与技术')).toEqual(['中外合作'])
    expect(typesOf('宁波诺丁汉大学', '视觉传达设计')).toEqual(['艺术', '中外合作'])
    expect(typesOf('南京大学', '计算机科学与技术')).toEqual([])
  })

  it('makes a group special only when every major is: a mixed group is ordinary and names none of its art majors', () => {
    const nju = school('南京大学')
    const art = [major('雕塑'), major('音乐表演')]
    const mixed = [major('法学'), major('雕塑')]
    expect(unitAdmission(nju, art)).toEqual(['艺术'])
    expect(unitAdmission(nju, [major('雕塑'), major('运动训练')])).toEqual(['艺术', '体育'])
    expect(unitAdmission(nju, mixed)).toEqual([])
    expect(unitAdmission(school('海军工程大学'), mixed)).toEqual(['军队'])
  })
})

describe('what the planner shows', () => {
  const shown = (types: readonly AdmissionType[], chosen?: AdmissionType[]) => admissionShown(types, chosen)

  it('shows ordinary units always, a special one only when each of its types is chosen', () => {
    expect(shown([])).toBe(true)
    expect(shown(['艺术'])).toBe(false)
    expect(shown(['艺术'], [])).toBe(false)
    expect(shown(['艺术'], ['艺术'])).toBe(true)
    expect(shown(['艺术', '中外合作'], ['中外合作'])).toBe(false)
    expect(shown(['艺术', '中外合作'], ['艺术', '中外合作'])).toBe(true)
    expect(shown(['军队'], ['艺术'])).toBe(false)
  })

  it('hides any group of the plan whose only majors are art or sport ones, from every province', () => {
    const check = admissionCheck({})
    for (const [province, track] of [
      ['江苏', '物理类'],
      ['山东', '综合'],
    ] as const) {
      const data = planning.track(province, track)
      if (!data) throw new Error(`no ${province} ${track} in the plan`)
      const artOnly = data.schoolUnits.filter((u) => {
        const s = planning.schools.get(u.schoolId)
        return s && u.majors.length > 0 && u.majors.every((m) => m.major?.admission.types.includes('艺术'))
      })
      expect(artOnly.length, `${province}: all-art units in the plan`).toBeGreaterThan(0)
      for (const u of artOnly) {
        const s = planning.schools.get(u.schoolId) as SchoolFacts
        expect(
          check.shown(
            unitAdmission(
              s,
              u.majors.flatMap((m) => (m.major ? [m.major] : [])),
            ),
          ),
        ).toBe(false)
      }
    }
  })
})
