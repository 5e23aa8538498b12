import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { majorOutcomes } from '../../src/dataset/generate/major-outcomes.js'
import { HISTORY_YEARS } from '../../src/dataset/generate/model.js'
import { type Db, openDatabase } from '../../src/db/open.js'
import { loadMajorOutcomes, type MajorOutcomes } from '../../src/modules/major/outcomes.js'
import { removeDataDir, tempDataDir } from '../helpers.js'

let dir: string
let db: Db
let outcomes: MajorOutcomes
let majors: { id: number; level: '本科' | '专科'; class_code: string }[]

beforeAll(() => {
  dir = tempDataDir()
  db = openDatabase(dir)
  outcomes = loadMajorOutcomes(db)
  majors = db.prepare('SELECT id, level, class_code FROM majors ORDER BY id').all() as typeof majors
})
afterAll(() => {
  db.close()
  removeDataDir(dir)
})

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
const latestOf = (id: number) => {
  const years = outcomes.of(id) ?? []
  const latest = years[years.length - 1]
  if (!latest) throw new Error(`no figures for ${id}`)
  return latest
}

describe('major salary and employment figures (sample data)', () => {
  it(`exist for every major, for the graduating years ${HISTORY_YEARS.join(', ')}, rounded as documented`, () => {
    for (const major of majors) {
      const years = outcomes.of(major.id)
      expect(years?.map((y) => y.year)).toEqual([...HISTORY_YEARS])
      for (const y of years ?? []) {
        expect(y.salary % 10).toBe(0)
        expect(Math.round(y.employmentRate * 10) / 10).toBe(y.employmentRate)
        expect(y.employmentRate).toBeGreaterThanOrEqual(82)
        expect(y.employmentRate).toBeLessThanOrEqual(98.5)
      }
    }
  })

  it('are the same on every start, and a major’s figures follow from its own facts alone', () => {
    const again = loadMajorOutcomes(db)
    for (const major of majors) expect(again.of(major.id)).toEqual(outcomes.of(major.id))

    const bands = db
      .prepare(
        'SELECT j.salary_min AS min, j.salary_max AS max FROM job_majors jm JOIN jobs j ON j.id = jm.job_id WHERE jm.major_id = 80901',
      )
      .all() as { min: number; max: number }[]
    const alone = majorOutcomes({ id: 80901, level: '本科', categoryCode: '08', jobBands: bands })
    expect(alone).toEqual(outcomes.of(80901))
    // Its links matter: without them the same major is paid as its field.
    expect(majorOutcomes({ id: 80901, level: '本科', categoryCode: '08', jobBands: [] })).not.toEqual(alone)
  })

  it('average about what graduates half a year out earn: 本科 about 6,000 yuan, 专科 about 4,600, rising each year', () => {
    const byLevel = (level: '本科' | '专科', year: number) =>
      mean(
        majors
          .filter((m) => m.level === level)
          .map((m) => outcomes.of(m.id)?.find((y) => y.year === year)?.salary ?? 0),
      )
    const newest = HISTORY_YEARS[HISTORY_YEARS.length - 1] as number
    expect(byLevel('本科', newest)).toBeGreaterThan(5700)
    expect(byLevel('本科', newest)).toBeLessThan(6600)
    expect(byLevel('专科', newest)).toBeGreaterThan(4400)
    expect(byLevel('专科', newest)).toBeLessThan(5200)
    for (const level of ['本科', '专科'] as const) {
      for (const [i, year] of HISTORY_YEARS.entries()) {
        if (i > 0) expect(byLevel(level, HISTORY_YEARS[i - 1] as number)).toBeLessThan(byLevel(level, year))
      }
    }
    const rates = majors.map((m) => latestOf(m.id).employmentRate)
    expect(mean(rates)).toBeGreaterThan(88)
    expect(mean(rates)).toBeLessThan(94)
  })

  it('pay majors leading to well-paid jobs more: 计算机类 above 历史学类', () => {
    const ofClass = (code: string) =>
      mean(majors.filter((m) => m.class_code === code).map((m) => latestOf(m.id).salary))
    expect(ofClass('0809')).toBeGreaterThan(ofClass('0601') * 1.15)
  })

  it('rank the majors by their latest salary, within a level or across both', () => {
    const all = outcomes.ranked()
    expect(all).toHaveLength(majors.length)
    const salaries = all.map((r) => r.latest.salary)
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a))
    const vocational = outcomes.ranked('专科')
    const levels = new Map(majors.map((m) => [m.id, m.level]))
    expect(vocational.every((r) => levels.get(r.id) === '专科')).toBe(true)
    expect(vocational).toHaveLength(295)
  })
})
