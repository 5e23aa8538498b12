import { beforeAll, describe, expect, it } from 'vitest'
import { MIN_POOL_SCHOOLS } from '../../src/dataset/generate/draw-majors.js'
import { offeringSources } from '../../src/dataset/generate/offering-pools.js'
import { isRestricted } from '../../src/dataset/generate/offerings.js'
import { MIN_MAJORS, profileSchools, type SchoolProfile } from '../../src/dataset/generate/school-profile.js'
import { tierOf } from '../../src/dataset/generate/school-tiers.js'
import { tracksFor } from '../../src/dataset/generate/subject-requirements.js'
import { type AuthoredData, loadAuthoredData } from '../../src/dataset/load.js'
import { useSeededDatabase } from '../helpers.js'

/** What schools teach: published where 江苏's 2024 groups list it, else drawn from what real schools of the kind run. */
let authored: AuthoredData
let profiles: SchoolProfile[]
const db = useSeededDatabase()
const catalogueOf = (data: AuthoredData) => ({
  本科: data.majors.filter((m) => m.level === '本科'),
  专科: data.majors.filter((m) => m.level === '专科'),
})
beforeAll(() => {
  authored = loadAuthoredData()
  profiles = profileSchools(authored.colleges, catalogueOf(authored))
})

const idOf = (name: string) => {
  const major = authored.majors.find((m) => m.name === name && m.level === '本科')
  if (!major) throw new Error(`no major ${name}`)
  return major.id
}
const seededMajors = (schoolId: number) =>
  db()
    .prepare('SELECT major_id FROM school_majors WHERE school_id = ? ORDER BY major_id')
    .pluck()
    .all(schoolId) as number[]
const profileOf = (name: string) => {
  const profile = profiles.find((p) => p.college.name === name)
  if (!profile) throw new Error(`no college ${name}`)
  return profile
}

describe('schools with published majors', () => {
  it('清华大学 and 南京大学 run exactly what they print in the seeded database: 计算机科学与技术, never 监狱学', () => {
    const sources = offeringSources(authored.colleges, catalogueOf(authored).本科)
    for (const id of [10003, 10284]) {
      const majors = seededMajors(id)
      expect(majors).toContain(idOf('计算机科学与技术'))
      for (const absent of ['监狱学', '孤独症儿童教育', '爱尔兰语', '工会学', '护理学']) {
        expect(majors).not.toContain(idOf(absent))
      }
      const college = authored.colleges.find((c) => c.id === id)
      expect(college && majors).toEqual(college && sources.real(college)?.majorIds)
    }
  })

  it('carry the requirement of their group: 南京大学 政治学与行政学 asks for 思想政治 and is open to 历史类 and 物理类', () => {
    const politics = profileOf('南京大学').offered.find((o) => o.major.name === '政治学与行政学')
    expect(politics?.requirement).toBe('思想政治')
    expect(tracksFor('思想政治+历史', '3+1+2')).toEqual(['历史类'])
    expect(tracksFor('物理+化学+生物', '3+1+2')).toEqual(['物理类'])
    expect(tracksFor('化学', '3+1+2')).toEqual(['物理类', '历史类'])
    expect(
      db()
        .prepare(
          "SELECT DISTINCT track FROM enrolment_plans WHERE school_id = 10284 AND province = '江苏' AND subject_requirement = '思想政治'",
        )
        .pluck()
        .all(),
    ).not.toContain('综合')
  })

  it('keep a list too short to be whole and top it up (北京外国语大学 prints only 新闻学 and 传播学)', () => {
    const bfsu = profileOf('北京外国语大学')
    expect(bfsu.majorsFrom).toBe('published+pool')
    const names = bfsu.offered.map((o) => o.major.name)
    expect(names).toEqual(expect.arrayContaining(['新闻学', '传播学']))
    expect(names.length).toBeGreaterThanOrEqual(MIN_MAJORS)
  })
})

describe('every 985 school', () => {
  it('runs no 监狱学, and a major offerings.ts restricts only where its own published groups list it', () => {
    const prison = idOf('监狱学')
    const sources = offeringSources(authored.colleges, catalogueOf(authored).本科)
    const leading = profiles.filter((p) => p.college.tags.includes('985'))
    expect(leading.length).toBeGreaterThanOrEqual(39)
    for (const profile of leading) {
      expect(seededMajors(profile.college.id)).not.toContain(prison)
      const published = new Set(sources.real(profile.college)?.majorIds ?? [])
      const restricted = profile.offered.filter((o) => isRestricted(profile.college, o.major))
      expect(restricted.filter((o) => !published.has(o.major.id)).map((o) => o.major.name)).toEqual([])
    }
  })
})

describe('schools without published majors', () => {
  it('draw only from what real schools of their kind run, never restricted majors', () => {
    const sources = offeringSources(authored.colleges, catalogueOf(authored).本科)
    const drawn = profiles.filter((p) => p.majorsFrom.endsWith('-pool') && p.majorsFrom !== 'published+pool')
    expect(drawn.length).toBeGreaterThan(200)
    for (const profile of drawn) {
      const { college } = profile
      const tier = tierOf(college)
      const kind =
        profile.majorsFrom === 'tier-type-pool'
          ? { tier, type: college.type }
          : profile.majorsFrom === 'type-pool'
            ? { type: college.type }
            : { tier }
      const pool = sources.pool(kind)
      expect(pool?.schools).toBeGreaterThanOrEqual(MIN_POOL_SCHOOLS)
      const inPool = new Set(pool?.majors.map((m) => m.id))
      expect(profile.offered.filter((o) => !inPool.has(o.major.id)).map((o) => o.major.name)).toEqual([])
      expect(profile.offered.filter((o) => isRestricted(college, o.major)).map((o) => o.major.name)).toEqual([])
    }
    // The catalogue-wide rule is left for 专科 schools (the file lists 本科 majors) and a few of a kind too rare for a pool.
    const byRule = profiles.filter((p) => p.majorsFrom === 'rule')
    expect(byRule.filter((p) => p.college.level === '本科').length).toBeLessThanOrEqual(30)
    expect(byRule.filter((p) => p.college.level === '专科').length).toBe(
      authored.colleges.filter((c) => c.level === '专科').length,
    )
  })

  it('run a plausible number of majors, each school at least the floor', () => {
    for (const profile of profiles) expect(profile.offered.length).toBeGreaterThanOrEqual(MIN_MAJORS)
  })
})

describe('offerings', () => {
  it('are the same twice, and one school more or less changes no other school’s', () => {
    const key = (list: SchoolProfile[]) =>
      list.map((p) => `${p.college.id}:${p.offered.map((o) => `${o.major.id}${o.requirement}`).join(',')}`)
    expect(key(profileSchools(authored.colleges, catalogueOf(authored)))).toEqual(key(profiles))
    // A school without published majors makes no pool: removing it leaves every other school as it was.
    const generatedOnly = profiles.find((p) => p.majorsFrom === 'tier-type-pool')?.college
    expect(generatedOnly).toBeDefined()
    const fewer = profileSchools(
      authored.colleges.filter((c) => c !== generatedOnly),
      catalogueOf(authored),
    )
    expect(key(fewer)).toEqual(key(profiles.filter((p) => p.college !== generatedOnly)))
  })
})
