import { join } from 'node:path'
import {
  apiPath,
  type DataOf,
  type Endpoint,
  querySchoolDetails,
  querySchoolList,
  querySchoolListByName,
  SuccessEnvelope,
} from '@gaokao/contracts'
import Database from 'better-sqlite3'
import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { loadAuthoredData } from '../src/dataset/load.js'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'
import { collegeCodeOf } from '../src/dataset/real/college-code.js'
import { loadInstitutions } from '../src/dataset/real/institutions.js'
import { RENAMED_ON_MOE_LIST } from '../src/dataset/real/renamed-colleges.js'
import { currentDatasetVersion, DATASET_VERSION_KEY } from '../src/dataset/seed.js'
import { MIGRATIONS } from '../src/db/migrations/index.js'
import { DATABASE_FILE, migrate } from '../src/db/open.js'
import { emptyDataDir, removeDataDir, useUpstream } from './helpers.js'

// Every institution of the MOE list is a college, beside ours (docs/real-data.md, "Colleges: the MOE list").
const upstream = useUpstream()

async function ok<E extends Endpoint>(endpoint: E, body: object): Promise<DataOf<E>> {
  const res = await upstream().inject({ method: 'POST', url: apiPath(endpoint), payload: body })
  const json = res.json() as { code: number; msg: string; data: DataOf<E> }
  expect(json.code, json.msg).toBe(0)
  expect(Value.Check(SuccessEnvelope(endpoint.data), json), `${endpoint.path} contract`).toBe(true)
  return json.data
}
const count = (query: string) => upstream().db.prepare(query).pluck().get() as number

const institutions = loadInstitutions()
const authored = loadAuthoredData().colleges
/** A school we know only from the list (no college of ours has its code or name). */
const MOE_ONLY = { id: 10017, name: '北京石油化工学院' }

describe('all institutions of the MOE list are colleges', () => {
  it('the list counts the MOE list plus ours that are not on it (military academies, campuses)', async () => {
    const listCodes = new Set(institutions.map((i) => collegeCodeOf(i.moeCode)))
    const listNames = new Set(institutions.map((i) => i.name))
    const notOnList = authored.filter((c) =>
      c.code !== '' ? !listCodes.has(collegeCodeOf(c.code)) : !listNames.has(RENAMED_ON_MOE_LIST[c.name] ?? c.name),
    )
    expect(notOnList.map((c) => c.name)).toEqual(expect.arrayContaining(['国防科技大学', '海军军医大学']))
    const page = await ok(querySchoolList, { pageNum: 1, pageSize: 20 })
    expect(page.total).toBe(institutions.length + notOnList.length)
    expect(page.total).toBeGreaterThan(2900)
    // Ours come first (ranked); the last page holds schools known only from the list.
    const last = await ok(querySchoolList, { pageNum: Math.ceil(page.total / 50), pageSize: 50 })
    expect(last.list.length).toBe(page.total - 50 * (Math.ceil(page.total / 50) - 1))
  })

  it('answers the details of a school known only from the list: its fields, nothing invented', async () => {
    const school = institutions.find((i) => i.name === MOE_ONLY.name)
    const details = await ok(querySchoolDetails, { schoolId: MOE_ONLY.id })
    expect(details).toMatchObject({
      id: MOE_ONLY.id,
      code: school?.moeCode,
      name: MOE_ONLY.name,
      province: '北京',
      city: '北京市',
      level: '本科',
      type: '理工',
      typeFromName: true,
      nature: '公办',
      authority: '北京市',
      founded: null,
      intro: '',
      website: school?.website,
      admissionSite: school?.admissionSite,
      tags: [],
    })
    // Ours keep their words and say their type is ours.
    const pku = await ok(querySchoolDetails, { schoolId: 10001 })
    expect(pku).toMatchObject({ founded: 1898, typeFromName: false, website: 'https://www.pku.edu.cn' })
    expect(pku.intro.length).toBeGreaterThan(50)
  })

  it('keeps the id of a codeless college of ours, now with the code the list gives it', async () => {
    const ours = authored.find((c) => c.name === '北师香港浸会大学')
    expect(ours?.id).toBe(90093)
    const details = await ok(querySchoolDetails, { schoolId: 90093 })
    expect(details).toMatchObject({ name: '北师香港浸会大学', code: '4144016401', founded: ours?.founded })
    // Not listed a second time under the list's name or code.
    expect(count("SELECT count(*) FROM colleges WHERE name = '北京师范大学-香港浸会大学联合国际学院'")).toBe(0)
    expect(count('SELECT count(*) FROM colleges WHERE id = 16401')).toBe(0)
  })

  it('finds a school known only from the list by name', async () => {
    const found = await ok(querySchoolListByName, { name: '北京石油化工' })
    expect(found.list.map((s) => s.id)).toContain(MOE_ONLY.id)
    const listed = await ok(querySchoolList, { keyword: '石油化工学院', pageSize: 50 })
    expect(listed.list.map((s) => s.id)).toContain(MOE_ONLY.id)
  })

  it('filters schools known only from the list by type and nature like ours', async () => {
    const jiangsu = await ok(querySchoolList, { province: '江苏', type: '师范', pageSize: 50 })
    const names = jiangsu.list.map((s) => s.name)
    expect(names).toContain('南京师范大学') // ours
    expect(names).toContain('江苏师范大学') // the list's
    expect(jiangsu.total).toBe(count("SELECT count(*) FROM colleges WHERE province = '江苏' AND type = '师范'"))
    const privateOnes = await ok(querySchoolList, { nature: '民办', level: '本科', pageSize: 50 })
    expect(privateOnes.total).toBe(count("SELECT count(*) FROM colleges WHERE nature = '民办' AND level = '本科'"))
    expect(count("SELECT count(*) FROM colleges WHERE nature = '民办' AND source = 'moe'")).toBeGreaterThan(300)
    const petroleum = await ok(querySchoolList, { type: '理工', city: '北京市', pageSize: 50 })
    expect(petroleum.list.map((s) => s.id)).toContain(MOE_ONLY.id)
  })

  it('answers a burst of list and detail calls alike', async () => {
    const calls = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? ok(querySchoolList, { pageNum: 1 + i, pageSize: 20, sort: 'name' })
        : ok(querySchoolDetails, { schoolId: MOE_ONLY.id }),
    )
    const answers = await Promise.all(calls)
    expect(answers).toHaveLength(24)
  })
})

describe('a database from before the MOE colleges', () => {
  it('is migrated and reseeded on its next start', () => {
    const dir = emptyDataDir()
    // The schema as it was before the migration, with a dataset of the current version in it.
    const before = MIGRATIONS.findIndex((m) => m.includes("source IN ('authored', 'moe')"))
    expect(before).toBeGreaterThan(0)
    const old = new Database(join(dir, DATABASE_FILE))
    old.pragma('foreign_keys = ON')
    for (const sql of MIGRATIONS.slice(0, before)) old.exec(sql)
    old.pragma(`user_version = ${before}`)
    old.exec(`INSERT INTO colleges (id, code, name, province, city, level, type, nature, authority, founded, website, intro)
      VALUES (10001, '4111010001', '北京大学', '北京', '北京市', '本科', '综合', '公办', '教育部', 1898, '', 'old')`)
    old.exec("INSERT INTO college_tags VALUES (10001, '985')")
    old.exec("INSERT INTO school_rankings VALUES (10001, '本科', 1, 1, 99)")
    old.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(DATASET_VERSION_KEY, currentDatasetVersion())
    old.close()

    const db = openSeededDatabase(dir)
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
    expect(db.prepare('SELECT count(*) FROM colleges').pluck().get()).toBeGreaterThan(2900)
    expect(db.prepare('SELECT founded, source FROM colleges WHERE id = ?').get(MOE_ONLY.id)).toEqual({
      founded: null,
      source: 'moe',
    })
    expect(db.pragma('foreign_key_check')).toEqual([])
    db.close()
    removeDataDir(dir)
  }, 120_000)

  it('migrates without a dataset in it', () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    migrate(db)
    expect(
      db.prepare("SELECT count(*) FROM pragma_table_info('colleges') WHERE name = 'admission_site'").pluck().get(),
    ).toBe(1)
    db.close()
  })
})
