import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { availableAdmissions, loadAdmissions } from '../../src/dataset/real/admissions.js'
import { loadInstitutions } from '../../src/dataset/real/institutions.js'
import { loadUndergraduateMajors } from '../../src/dataset/real/majors.js'
import { loadManifest } from '../../src/dataset/real/manifest.js'
import { parseProvinceYearFile, REAL_DATA_DIR } from '../../src/dataset/real/paths.js'
import { loadRankTables } from '../../src/dataset/real/rank-tables.js'
import { RealDataError } from '../../src/dataset/real/read-file.js'
import { loadSubjectRequirements } from '../../src/dataset/real/subject-requirements.js'
import { emptyDataDir, removeDataDir } from '../helpers.js'

/** Where the files come from: ../shared/data/real beside the repository (absent in a fresh clone). */
const SHARED_DIR = fileURLToPath(new URL('../../../../shared/data/real/', import.meta.url))
const sharedPresent = existsSync(join(SHARED_DIR, 'manifest.json'))

const manifest = loadManifest()

/** The rows the typed loaders return for a manifest entry (a rank table's: every track's rows). */
function loadedRows(file: string, dir = REAL_DATA_DIR): number {
  if (file === 'institutions-2025.json') return loadInstitutions(dir).length
  if (file === 'undergraduate-majors.json') return loadUndergraduateMajors(dir).length
  const parsed = parseProvinceYearFile(file)
  if (!parsed) throw new Error(`no loader for ${file}`)
  const { kind, province, year } = parsed
  if (kind === 'rank-tables') return loadRankTables(province, year, dir).reduce((n, t) => n + t.rows.length, 0)
  if (kind === 'admissions') return loadAdmissions(province, year, dir).length
  return loadSubjectRequirements(province, year, dir).length
}

function shippedJsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
}

describe('the published data shipped in upstream/data/real', () => {
  it('holds exactly the files its manifest lists, from the commit NOTICE names', () => {
    expect(shippedJsonFiles(REAL_DATA_DIR)).toEqual(['manifest.json', ...manifest.files.map((f) => f.file)].sort())
    expect(manifest.files).toHaveLength(26)
    expect(manifest.repository).toBe('liuxusummer/gaokao-advisor')
    expect(manifest.commit).toBe('af2f7be9b740919633bfb04b9f9d5832f8a4892e')
  })

  it('loads and validates every file through the typed loaders, with the row count the manifest gives', () => {
    for (const { file, rows } of manifest.files) expect(loadedRows(file), file).toBe(rows)
    // The counts docs/real-data.md quotes.
    expect(loadInstitutions()).toHaveLength(2919)
    expect(loadUndergraduateMajors()).toHaveLength(875)
    expect(loadSubjectRequirements('江苏', 2024)).toHaveLength(3229)
    const admissions = availableAdmissions().reduce((n, p) => n + loadAdmissions(p.province, p.year).length, 0)
    expect(admissions).toBe(28_532)
  })

  it('resolves every row to the http(s) page it came from', () => {
    const pages = new Set<string>()
    for (const i of loadInstitutions()) pages.add(i.sourceUrl)
    for (const m of loadUndergraduateMajors()) pages.add(m.sourceUrl)
    for (const { province, year } of availableAdmissions()) {
      for (const a of loadAdmissions(province, year)) pages.add(a.sourceUrl)
      for (const t of loadRankTables(province, year)) pages.add(t.sourceUrl)
    }
    for (const r of loadSubjectRequirements('江苏', 2024)) pages.add(r.sourceUrl)
    for (const page of pages) expect(page).toMatch(/^https?:\/\/\S+$/)
    // 江苏 2025's 投档线 came in two announcements; each row keeps its own.
    const jiangsu = loadAdmissions('江苏', 2025)
    expect(new Set(jiangsu.map((a) => a.sourceUrl)).size).toBe(2)
  })

  it('carries the figures of the source files', () => {
    // Each literal below was read from the file of the same name in ../shared/data/real.
    const pku = loadInstitutions().find((i) => i.moeCode === '4111010001')
    expect(pku).toMatchObject({
      name: '北京大学',
      province: '北京',
      level: '本科',
      nature: '公办',
      affiliation: '教育部',
    })
    expect(pku?.sourceUrl).toBe('https://hudong.moe.gov.cn/jyb_xxgk/s5743/s5744/A03/202506/t20250627_1195683.html')
    // 'joint' in the file: the project's word is 中外合作办学.
    expect(loadInstitutions().find((i) => i.name === '西交利物浦大学')?.nature).toBe('中外合作办学')
    // A site copied with its page title keeps only the URL.
    expect(loadInstitutions().find((i) => i.name === '鄂尔多斯职业学院')?.website).toBe('http://www.ordosvc.cn/')
    expect(loadUndergraduateMajors().find((m) => m.code === '080901')).toMatchObject({
      name: '计算机科学与技术',
      category: '工学',
      subCategory: '计算机类',
    })
    // rank-tables/江苏-2025.json, 物理类: [600, 903, 34888].
    const physics = loadRankTables('江苏', 2025).find((t) => t.track === '物理类')
    expect(physics?.byScore.get(600)).toEqual({ score: 600, count: 903, cumulative: 34_888 })
    expect(physics?.sourceUrl).toBe('https://www.jseea.cn/webfile/index/index_zkxx/2025-06-24/7343234265133355008.html')
    // admissions/广东-2024.json: ["4111010001","北京大学","201","北京大学(201)","历史类","本科批",662,32,0].
    expect(loadAdmissions('广东', 2024)[0]).toMatchObject({
      moeCode: '4111010001',
      group: '201',
      track: '历史类',
      batch: '本科批',
      minScore: 662,
      minRank: 32,
      sourceUrl: 'https://eea.gd.gov.cn/ptgk/content/post_4458330.html',
    })
    // subject-requirements/江苏-2024.json: 北京大学 0060 工科试验班类, 物理,化学 both required.
    const group = loadSubjectRequirements('江苏', 2024).find((r) => r.moeCode === '4111010001' && r.group === '0060')
    expect(group).toMatchObject({ requirementType: 'two_required', requiredSubjects: ['物理', '化学'] })
  })

  it('reads the subject list where the file contradicts itself, as the printed requirement does', () => {
    const cuhk = loadSubjectRequirements('江苏', 2024).find((r) => r.moeCode === '4144016407' && r.group === '00700')
    // The file says one_required; the list and the printed text say both 物理 and 化学.
    expect(cuhk).toMatchObject({ requirementType: 'two_required', requiredSubjects: ['物理', '化学'] })
    expect(cuhk?.requirement).toBe('物理,化学(2门科目考生必须选考方可报考)')
  })

  it('carries the MIT licence and the origin in NOTICE', () => {
    const notice = readFileSync(join(REAL_DATA_DIR, 'NOTICE'), 'utf8')
    expect(notice).toContain('liuxusummer/gaokao-advisor')
    expect(notice).toContain(manifest.commit)
    expect(notice).toContain('Copyright (c) 2026 gaokao-advisor contributors')
    expect(notice).toContain('Permission is hereby granted, free of charge, to any person obtaining a copy')
    expect(notice).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND')
  })

  it('offers nothing for a province or year without a file, and reads no path a name could smuggle in', () => {
    expect(loadRankTables('河南', 2025)).toEqual([])
    expect(loadAdmissions('江苏', 2026)).toEqual([])
    expect(loadAdmissions('../../../package', 2024)).toEqual([])
    expect(loadSubjectRequirements('江苏', 2025)).toEqual([])
  })

  it('refuses a broken file, naming the file, the row and the field', () => {
    const dir = emptyDataDir()
    try {
      cpSync(REAL_DATA_DIR, dir, { recursive: true })
      const file = join(dir, 'admissions', '江苏-2025.json')
      const json = JSON.parse(readFileSync(file, 'utf8'))
      json.rows[12][6] = '598'
      writeFileSync(file, JSON.stringify(json))
      expect(() => loadAdmissions('江苏', 2025, dir)).toThrow(RealDataError)
      expect(() => loadAdmissions('江苏', 2025, dir)).toThrow('admissions/江苏-2025.json/rows/12/6: must be integer')

      json.rows[12][6] = 598
      json.rows[12][8] = 2
      writeFileSync(file, JSON.stringify(json))
      expect(() => loadAdmissions('江苏', 2025, dir)).toThrow('rows/12: sourceUrl 2 is not in sourceUrls')

      const table = join(dir, 'rank-tables', '江苏-2025.json')
      writeFileSync(table, readFileSync(table, 'utf8').replace('"物理类":[[', '"物理":[['))
      expect(() => loadRankTables('江苏', 2025, dir)).toThrow('rank-tables/江苏-2025.json/categories')
    } finally {
      removeDataDir(dir)
    }
  })
})

describe.skipIf(!sharedPresent)(
  'the shipped files against ../shared/data/real (skipped when that folder is absent, as in a fresh clone)',
  () => {
    it('are byte for byte the published files, manifest included', () => {
      const shared = JSON.parse(readFileSync(join(SHARED_DIR, 'manifest.json'), 'utf8')) as typeof manifest
      expect(shared.files.map((f) => f.file).sort()).toEqual(manifest.files.map((f) => f.file).sort())
      for (const file of ['manifest.json', ...manifest.files.map((f) => f.file)]) {
        const shipped = readFileSync(join(REAL_DATA_DIR, file))
        expect(shipped.equals(readFileSync(join(SHARED_DIR, file))), file).toBe(true)
      }
    })
  },
)
if (!sharedPresent) console.info(`real data: ${SHARED_DIR} is absent, the byte-for-byte comparison is skipped`)
