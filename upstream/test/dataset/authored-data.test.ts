import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkJobsToMajors } from '../../src/dataset/job-links.js'
import { type AuthoredData, AuthoredDataError, DATA_DIR, loadAuthoredData } from '../../src/dataset/load.js'
import { collegeCatalogue } from '../../src/dataset/real/college-catalogue.js'
import { loadInstitutions } from '../../src/dataset/real/institutions.js'
import { type Db, openDatabase } from '../../src/db/open.js'
import { emptyDataDir, removeDataDir, tempDataDir } from '../helpers.js'

let data: AuthoredData
beforeAll(() => {
  data = loadAuthoredData()
})

describe('the authored facts in upstream/data', () => {
  it('validate against their schemas, in the numbers the dataset needs', () => {
    expect(data.colleges.length).toBeGreaterThanOrEqual(600)
    expect(data.majors.filter((m) => m.level === '本科').length).toBeGreaterThanOrEqual(500)
    expect(data.majors.filter((m) => m.level === '专科').length).toBeGreaterThanOrEqual(200)
    expect(data.jobs.length).toBeGreaterThanOrEqual(300)
    expect(data.articles.length).toBeGreaterThanOrEqual(30)
    const questions = Object.fromEntries(data.assessments.map((a) => [a.key, a.questions.length]))
    expect(questions.holland).toBeGreaterThanOrEqual(60)
    expect(questions.mbti).toBeGreaterThanOrEqual(40)
  })

  it('hold every 双一流 university (147), every 985 (39) and 211 (115), and colleges in all 31 provinces', () => {
    const tagged = (tag: string) => data.colleges.filter((c) => c.tags.includes(tag as never)).length
    expect(tagged('双一流')).toBe(147)
    expect(tagged('985')).toBe(39)
    expect(tagged('211')).toBe(115)
    expect(new Set(data.colleges.map((c) => c.province)).size).toBe(31)
  })

  it('give colleges stable ids: the 院校代码 when the code is known, an explicit 9xxxx id otherwise', () => {
    const byName = new Map(data.colleges.map((c) => [c.name, c]))
    expect(byName.get('北京大学')?.id).toBe(10001)
    expect(byName.get('清华大学')?.id).toBe(10003)
    for (const c of data.colleges) {
      // An explicit id (9xxxx) wins once given; every other college is known by its 院校代码.
      if (c.id < 90_001) expect(c.id).toBe(Number(c.code.slice(-5)))
      if (c.code === '') expect(c.id).toBeGreaterThanOrEqual(90_001)
    }
    expect(new Set(data.colleges.map((c) => c.id)).size).toBe(data.colleges.length)
    const computer = data.majors.find((m) => m.name === '计算机科学与技术')
    expect(computer).toMatchObject({ code: '080901', id: 80901 })
  })

  it('report a broken entry with its file, index and field, and refuse to load', () => {
    const dir = emptyDataDir()
    cpSync(DATA_DIR, dir, { recursive: true })
    const file = join(dir, 'colleges', '北京.json')
    const colleges = JSON.parse(readFileSync(file, 'utf8'))
    colleges[0].level = '研究生'
    colleges[1].id = 5
    writeFileSync(file, JSON.stringify(colleges, null, 2))
    let error: unknown
    try {
      loadAuthoredData(dir)
    } catch (e) {
      error = e
    }
    removeDataDir(dir)
    expect(error).toBeInstanceOf(AuthoredDataError)
    const problems = (error as AuthoredDataError).problems.join('\n')
    expect(problems).toContain('colleges/北京.json[0]/level')
    expect(problems).toContain('colleges/北京.json[1]/id')
  })
})

/**
 * Real catalogue majors our partial vocational catalogue (295 of about 740)
 * does not hold yet: the jobs name them correctly, so they stay. A name not
 * in this list is a typo to fix in the data.
 */
const KNOWN_MISSING_FROM_CATALOGUE = [
  '关务与外贸服务',
  '美容美体艺术',
  '民航安全技术管理',
  '民政服务与管理',
  '供应链运营',
  '医学营养',
  '采购与供应管理',
  '婚庆服务与管理',
  '新闻采编与制作',
  '全媒体广告策划与营销',
  '财富管理',
]

describe('job-major links', () => {
  it('resolve every name but the known gaps in the vocational catalogue, listed here', () => {
    const { unresolved } = linkJobsToMajors(data.jobs, data.majors)
    const names = [...new Set(unresolved.map((u) => u.major))]
    console.info(
      `job majors not in the catalogues (${names.length}):\n${unresolved.map((u) => `  ${u.job} -> ${u.major}`).join('\n')}`,
    )
    expect(names.sort()).toEqual([...KNOWN_MISSING_FROM_CATALOGUE].sort())
  })

  it('link every job to at least one major, both levels where a name is in both catalogues', () => {
    const { links } = linkJobsToMajors(data.jobs, data.majors)
    const linkedJobs = new Set(links.map((l) => l.jobId))
    expect(data.jobs.filter((j) => !linkedJobs.has(j.id)).map((j) => j.name)).toEqual([])
    const doctor = data.jobs.find((j) => j.majors.includes('临床医学'))
    expect(doctor).toBeDefined()
    const doctorMajors = links.filter((l) => l.jobId === doctor?.id).map((l) => l.majorId)
    expect(doctorMajors).toEqual(expect.arrayContaining([100201, 520101]))
  })
})

describe('the seeded database', () => {
  let db: Db
  let dir = ''
  beforeAll(() => {
    dir = tempDataDir()
    db = openDatabase(dir)
  })
  afterAll(() => {
    db.close()
    removeDataDir(dir)
  })
  const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get()

  it('holds every authored entry', () => {
    // Ours and every other institution of the MOE list (test/dataset/college-catalogue.test.ts).
    expect(count('colleges')).toBe(collegeCatalogue(data.colleges, loadInstitutions()).colleges.length)
    expect(count('college_tags')).toBe(data.colleges.reduce((n, c) => n + c.tags.length, 0))
    expect(count('majors')).toBe(data.majors.length)
    expect(count('jobs')).toBe(data.jobs.length)
    expect(count('job_majors')).toBe(linkJobsToMajors(data.jobs, data.majors).links.length)
    expect(count('assessments')).toBe(data.assessments.length)
    expect(count('assessment_questions')).toBe(data.assessments.reduce((n, a) => n + a.questions.length, 0))
    expect(count('articles')).toBe(data.articles.length)
    const pku = db.prepare('SELECT name, province, level FROM colleges WHERE id = 10001').get()
    expect(pku).toEqual({ name: '北京大学', province: '北京', level: '本科' })
    const question = db
      .prepare('SELECT id, position FROM assessment_questions WHERE assessment_id = 1 AND position = 1')
      .get()
    expect(question).toEqual({ id: 1001, position: 1 })
  })
})
