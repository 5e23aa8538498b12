import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiPath, type DatasetInfo, datasetInfo, publisherOf, SuccessEnvelope } from '@gaokao/contracts'
import type { Static } from 'typebox'
import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { REAL_DATA_DIR } from '../../src/dataset/real/paths.js'
import { useUpstream } from '../helpers.js'

const upstream = useUpstream()

type Info = Static<typeof DatasetInfo>

async function info(): Promise<Info> {
  const res = await upstream().inject({ method: 'GET', url: apiPath(datasetInfo) })
  expect(res.statusCode).toBe(200)
  const body = res.json()
  expect(Value.Check(SuccessEnvelope(datasetInfo.data), body)).toBe(true)
  return body.data
}

/** The shipped files read plainly, without the loaders the route uses, so the two are compared. */
function readJson(file: string) {
  return JSON.parse(readFileSync(join(REAL_DATA_DIR, file), 'utf8'))
}
const filesIn = (folder: string) => readdirSync(join(REAL_DATA_DIR, folder)).filter((f) => f.endsWith('.json'))
const provinceYear = (file: string) => {
  const [, province = '', year = ''] = /^(.+)-(\d{4})\.json$/.exec(file) ?? []
  return { province, year: Number(year) }
}

describe('datasetInfo coverage: every published file the upstream ships, with the files’ own counts', () => {
  it('lists each 一分一段表 per track with its rows, top and floor score, publisher and page', async () => {
    const { coverage } = await info()
    const expected = filesIn('rank-tables').flatMap((file) => {
      const json = readJson(`rank-tables/${file}`)
      return Object.entries(json.categories as Record<string, number[][]>).map(([track, rows]) => ({
        province: json.province,
        year: json.year,
        track,
        rows: rows.length,
        url: json.sourceUrl[track],
        publisher: publisherOf(json.sourceUrl[track]),
      }))
    })
    // docs/real-data.md: 23 tables (a province, year and track each) in 15 files.
    expect(expected).toHaveLength(23)
    const key = (t: { province: string; year: number; track: string }) => `${t.province} ${t.year} ${t.track}`
    expect(coverage.rankTables.map(key).sort()).toEqual(expected.map(key).sort())
    for (const table of coverage.rankTables) {
      expect(table).toMatchObject(expected.find((e) => key(e) === key(table)) ?? {})
      expect(table.floorScore).toBeLessThan(table.topScore)
    }
    // The figures docs/real-data.md quotes: 江苏 2025 物理类 opens with 683 and stops at 463.
    expect(coverage.rankTables.find((t) => key(t) === '江苏 2025 物理类')).toMatchObject({
      topScore: 683,
      floorScore: 463,
      rows: 220,
      publisher: '江苏省教育考试院',
    })
    // An aggregator is named as one; 湖北's withheld top rows are not its top.
    expect(coverage.rankTables.find((t) => key(t) === '河北 2024 物理类')?.publisher).toBe('大学生必备网（转载）')
    expect(coverage.rankTables.find((t) => key(t) === '湖北 2024 物理类')?.topScore).toBeLessThan(707)
  })

  it('lists each 投档线 file with its rows, the rows the database shows under a college and its pages', async () => {
    const { coverage } = await info()
    const files = filesIn('admissions')
    expect(coverage.admissions).toHaveLength(files.length)
    const db = upstream().db
    for (const file of files) {
      const json = readJson(`admissions/${file}`)
      const found = coverage.admissions.find((a) => a.province === json.province && a.year === json.year)
      const used = [...new Set((json.rows as unknown[][]).map((r) => json.sourceUrls[r.at(-1) as number]))]
      expect(found).toEqual({
        ...provinceYear(file),
        rows: json.rows.length,
        attributed: db
          .prepare("SELECT COUNT(*) FROM school_admissions WHERE province = ? AND year = ? AND source_url <> ''")
          .pluck()
          .get(json.province, json.year),
        sources: used.map((url) => ({ publisher: publisherOf(url), url })),
      })
      expect(found?.attributed).toBeLessThanOrEqual(json.rows.length)
    }
  })

  it('names the MOE list, the catalogue and the 选科要求 with their counts, and the project the copies come from', async () => {
    const { coverage } = await info()
    const institutions = readJson('institutions-2025.json')
    expect(coverage.institutions).toEqual({
      rows: institutions.rows.length,
      url: institutions.source[0].url,
      publisher: '教育部',
    })
    const majors = readJson('undergraduate-majors.json')
    expect(coverage.catalogue).toEqual({
      rows: majors.rows.length,
      url: majors.source[0],
      publisher: publisherOf(majors.source[0]),
    })
    const requirements = filesIn('subject-requirements').map((file) => ({
      ...provinceYear(file),
      rows: readJson(`subject-requirements/${file}`).rows.length,
    }))
    expect(coverage.subjectRequirements.map(({ sources: _, ...rest }) => rest)).toEqual(requirements)
    const manifest = readJson('manifest.json')
    expect(`${coverage.repository}@${coverage.commit}`).toBe(manifest.from.split(' ')[0])
  })
})

describe('datasetInfo latestYears', () => {
  it('gives every province its newest year with a table, real when that table is published', async () => {
    const { latestYears } = await info()
    const db = upstream().db
    const newest = db
      .prepare('SELECT province, MAX(year) AS year FROM cohorts GROUP BY province ORDER BY province')
      .all() as { province: string; year: number }[]
    expect(latestYears.map(({ province, year }) => ({ province, year }))).toEqual(newest)
    for (const { province, year, real } of latestYears) {
      const sources = db
        .prepare('SELECT source_url FROM cohorts WHERE province = ? AND year = ?')
        .pluck()
        .all(province, year) as string[]
      expect(real).toBe(sources.every((url) => url !== ''))
    }
  })

  it('answers a burst of parallel requests alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => upstream().inject({ method: 'GET', url: apiPath(datasetInfo) })),
    )
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1)
  })
})
