import { describe, expect, it } from 'vitest'
import { loadAuthoredData } from '../../src/dataset/load.js'
import { CatalogueError, collegeCatalogue } from '../../src/dataset/real/college-catalogue.js'
import { collegeCodeOf } from '../../src/dataset/real/college-code.js'
import { loadInstitutions } from '../../src/dataset/real/institutions.js'
import { RENAMED_ON_MOE_LIST } from '../../src/dataset/real/renamed-colleges.js'
import { typeFromName } from '../../src/dataset/real/type-from-name.js'

const authored = loadAuthoredData().colleges
const institutions = loadInstitutions()
const catalogue = collegeCatalogue(authored, institutions)
const byId = new Map(catalogue.colleges.map((c) => [c.id, c]))

describe('the college catalogue: ours and the MOE list', () => {
  it('lists every institution of the MOE list once, plus ours that are not on it', () => {
    // Ours not on the list, counted from the files alone: no code on the list and no name (or known rename) on it.
    const listCodes = new Set(institutions.map((i) => collegeCodeOf(i.moeCode)))
    const listNames = new Set(institutions.map((i) => i.name))
    const notOnList = authored.filter((c) =>
      c.code !== '' ? !listCodes.has(collegeCodeOf(c.code)) : !listNames.has(RENAMED_ON_MOE_LIST[c.name] ?? c.name),
    )
    expect(catalogue.colleges).toHaveLength(institutions.length + notOnList.length)
    expect(catalogue.colleges.length).toBeGreaterThan(2900)
    // The military academies recruit through the same tables and stay; the three campuses admit under their own name.
    expect(catalogue.authoredOnly.map((c) => c.name).sort()).toEqual(
      [
        '东北大学秦皇岛分校',
        '华北电力大学（保定）',
        '哈尔滨工业大学（威海）',
        '国防科技大学',
        '海军军医大学',
        '海军工程大学',
        '空军军医大学',
        '陆军军医大学',
      ].sort(),
    )
    expect(new Set(catalogue.colleges.map((c) => c.name)).size).toBe(catalogue.colleges.length)
    expect(new Set(catalogue.colleges.map((c) => c.id)).size).toBe(catalogue.colleges.length)
    expect(catalogue.idOfMoeCode.size).toBe(institutions.length)
  })

  it('keeps every college of ours: id, name, texts, founding year; a codeless one learns its code', () => {
    for (const ours of authored) {
      const row = byId.get(ours.id)
      expect(row, ours.name).toMatchObject({
        name: ours.name,
        type: ours.type,
        nature: ours.nature,
        authority: ours.authority,
        founded: ours.founded,
        intro: ours.intro,
        source: 'authored',
      })
      if (ours.code !== '') expect(row?.code).toBe(ours.code)
      if (ours.website !== '') expect(row?.website).toBe(ours.website)
    }
    // 北师香港浸会大学 keeps 90093 and learns the code the list files it under (by its former name).
    expect(byId.get(90093)).toMatchObject({ name: '北师香港浸会大学', code: '4144016401' })
    expect(catalogue.idOfMoeCode.get('4144016401')).toBe(90093)
    const learnt = catalogue.colleges.filter((c) => c.source === 'authored' && c.id >= 90001 && c.code !== '')
    expect(learnt).toHaveLength(authored.filter((c) => c.code === '').length - 8)
  })

  it('gives a school known only from the list its 院校代码 as id, the list’s fields and no invented ones', () => {
    const school = institutions.find((i) => i.name === '北京石油化工学院')
    expect(school).toBeDefined()
    expect(byId.get(10017)).toEqual({
      id: 10017,
      code: '4111010017',
      name: '北京石油化工学院',
      province: '北京',
      city: '北京市',
      level: '本科',
      type: '理工',
      nature: '公办',
      authority: '北京市',
      founded: null,
      website: school?.website,
      intro: '',
      source: 'moe',
      admissionSite: school?.admissionSite,
    })
    for (const c of catalogue.colleges.filter((x) => x.source === 'moe')) {
      expect(c.id).toBe(collegeCodeOf(c.code))
      expect(c.type).toBe(typeFromName(c.name))
      expect(c.founded).toBeNull()
      expect(c.intro).toBe('')
    }
  })

  it('names, in its table of renamed schools, only codeless colleges of ours and schools on the list', () => {
    const codeless = new Set(authored.filter((c) => c.code === '').map((c) => c.name))
    const listNames = new Set(institutions.map((i) => i.name))
    for (const [ours, listed] of Object.entries(RENAMED_ON_MOE_LIST)) {
      expect(codeless.has(ours), ours).toBe(true)
      expect(listNames.has(listed), listed).toBe(true)
      expect(
        catalogue.colleges.some((c) => c.name === listed),
        `${listed} listed twice`,
      ).toBe(false)
    }
  })

  it('refuses a school of the list that has the name of another college of ours', () => {
    const clash = { ...institutions[0], moeCode: '4111099999', name: '清华大学' } as (typeof institutions)[number]
    expect(() => collegeCatalogue(authored, [...institutions, clash])).toThrow(CatalogueError)
  })
})

describe('the type of a school known only from the list, read off its name', () => {
  it('takes the first rule the name holds, 综合 when none', () => {
    expect(typeFromName('中国医科大学')).toBe('医药')
    expect(typeFromName('华中师范大学')).toBe('师范')
    expect(typeFromName('中南民族大学')).toBe('民族')
    expect(typeFromName('北京体育大学')).toBe('体育')
    expect(typeFromName('上海外国语大学')).toBe('语言')
    expect(typeFromName('中南财经政法大学')).toBe('财经')
    expect(typeFromName('华东政法大学')).toBe('政法')
    expect(typeFromName('山东畜牧兽医职业学院')).toBe('农林')
    expect(typeFromName('吉林大学')).toBe('综合')
    expect(typeFromName('吉林农业大学')).toBe('农林')
    expect(typeFromName('北京电影学院')).toBe('艺术')
    expect(typeFromName('南京理工大学')).toBe('理工')
    expect(typeFromName('长沙民政职业技术学院')).toBe('综合')
  })

  it('agrees with the types we wrote for nine colleges in ten (docs/real-data.md)', () => {
    const agree = authored.filter((c) => typeFromName(c.name) === c.type).length
    expect(agree / authored.length).toBeGreaterThan(0.89)
  })
})
