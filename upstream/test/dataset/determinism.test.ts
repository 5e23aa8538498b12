import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateDataset } from '../../src/dataset/generate/dataset.js'
import type { DatasetSink, GeneratedRows } from '../../src/dataset/generate/rows.js'
import { type AuthoredData, loadAuthoredData } from '../../src/dataset/load.js'

/** Runs the generators into a sha256 of every row, in order; optionally keeps the rows of one school. */
function generate(data: AuthoredData, keepSchool?: number) {
  const hash = createHash('sha256')
  const kept: string[] = []
  let rows = 0
  const write =
    <K extends keyof GeneratedRows>(kind: K) =>
    (row: GeneratedRows[K]) => {
      const text = JSON.stringify(row)
      hash.update(kind).update(text)
      rows++
      if ('schoolId' in row && row.schoolId === keepSchool) kept.push(`${kind} ${text}`)
    }
  const sink: DatasetSink = {
    cohort: write('cohort'),
    scoreRank: write('scoreRank'),
    batchLine: write('batchLine'),
    schoolMajor: write('schoolMajor'),
    schoolAdmission: write('schoolAdmission'),
    majorAdmission: write('majorAdmission'),
    plan: write('plan'),
    schoolRanking: write('schoolRanking'),
  }
  generateDataset(data, sink)
  return { digest: hash.digest('hex'), rows, kept }
}

let data: AuthoredData
beforeAll(() => {
  data = loadAuthoredData()
})

describe('the generators', () => {
  it('give byte-identical rows for the same seed and facts', () => {
    const first = generate(data)
    const second = generate(data)
    console.info(`generated ${first.rows} rows, sha256 ${first.digest}`)
    expect(first.rows).toBeGreaterThan(500_000)
    expect(second.digest).toBe(first.digest)
  }, 120_000)

  it("leave other schools' figures alone when a school is added or removed", () => {
    const pku = 10001
    const full = generate(data, pku)
    const fewer = generate({ ...data, colleges: data.colleges.filter((c) => c.name !== '西藏大学') }, pku)
    // The dataset changed (the hash sees it), yet 北京大学's rows are the same, row for row.
    expect(fewer.digest).not.toBe(full.digest)
    expect(full.kept.length).toBeGreaterThan(1000)
    const admissions = (rows: string[]) => rows.filter((r) => !r.startsWith('schoolRanking'))
    expect(admissions(fewer.kept)).toEqual(admissions(full.kept))
  }, 120_000)
})
