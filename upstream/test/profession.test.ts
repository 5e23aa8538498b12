import {
  JOB_TEXT,
  MAJOR_REFUSAL_CODE,
  queryProfession,
  queryProfessionDetail,
  queryProfessionFiltering,
  SALARY_BANDS,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { LATEST_YEAR } from '../src/dataset/generate/model.js'
import { useUpstream } from './helpers.js'
import { contractCaller } from './support/contract-call.js'

const upstream = useUpstream()
const { post, ok } = contractCaller(upstream)

const midpoint = (j: { salaryMin: number; salaryMax: number }) => (j.salaryMin + j.salaryMax) / 2

describe('queryProfessionFiltering', () => {
  it('offers the 16 industries by size and the salary bands, each counting every job once', async () => {
    const filters = await ok(queryProfessionFiltering, {})
    expect(filters.industries).toHaveLength(16)
    const counts = filters.industries.map((i) => i.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(374)
    expect(filters.industries.map((i) => i.name)).toContain('互联网与信息技术')

    expect(filters.salaryBands.map((b) => b.label)).toEqual(['8千以下', '8千-1.2万', '1.2万-2万', '2万以上'])
    expect(filters.salaryBands.reduce((n, b) => n + b.count, 0)).toBe(374)
  })
})

describe('queryProfession', () => {
  it('pages all jobs by id with their sample-data year', async () => {
    const page = await ok(queryProfession, { pageSize: 10 })
    expect(page).toMatchObject({ total: 374, pageNum: 1, pageSize: 10, year: LATEST_YEAR, demo: true })
    expect(page.list[0]).toMatchObject({ id: 1, name: '软件工程师', salaryMin: 10000, salaryMax: 25000, majorCount: 3 })
    const ids = page.list.map((j) => j.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('filters by industry and salary band together, and the counts agree with the filter options', async () => {
    const filters = await ok(queryProfessionFiltering, {})
    const finance = filters.industries.find((i) => i.name === '金融')
    const all = await ok(queryProfession, { industry: '金融', pageSize: 50 })
    expect(all.total).toBe(finance?.count)
    expect(all.list.every((j) => j.industry === '金融')).toBe(true)

    for (const band of SALARY_BANDS) {
      const page = await ok(queryProfession, { industry: '金融', salary: band.code, pageSize: 50 })
      expect(page.list.every((j) => midpoint(j) >= band.min && (band.max === null || midpoint(j) < band.max))).toBe(
        true,
      )
      expect(page.total).toBe(
        all.list.filter((j) => midpoint(j) >= band.min && (band.max === null || midpoint(j) < band.max)).length,
      )
    }
  })

  it('finds by keyword, the exact name first', async () => {
    const page = await ok(queryProfession, { keyword: '工程师', pageSize: 50 })
    expect(page.total).toBeGreaterThan(20)
    expect(page.list.every((j) => j.name.includes('工程师'))).toBe(true)
    const exact = await ok(queryProfession, { keyword: '会计' })
    expect(exact.list[0]?.name).toBe('会计')
  })

  it('refuses an unknown salary band in Chinese', async () => {
    const res = await post(queryProfession, { salary: 'lots' })
    expect(res.status).toBe(400)
    expect(res.msg).toBe(JOB_TEXT.salaryInvalid)
  })
})

describe('queryProfessionDetail', () => {
  it('answers the description, band with its year, outlook, related majors (本科 first) and jobs of the industry', async () => {
    const job = await ok(queryProfessionDetail, { id: 1 })
    expect(job).toMatchObject({
      id: 1,
      name: '软件工程师',
      industry: '互联网与信息技术',
      salaryMin: 10000,
      salaryMax: 25000,
      year: LATEST_YEAR,
      demo: true,
    })
    expect(job.outlook.length).toBeGreaterThan(10)
    expect(job.majors.map((m) => m.name)).toEqual(['计算机科学与技术', '软件工程', '软件技术'])
    expect(job.majors.map((m) => m.level)).toEqual(['本科', '本科', '专科'])
    expect(job.related).toHaveLength(6)
    expect(job.related.map((r) => r.id)).not.toContain(1)
    // The nearest pay first.
    const gaps = job.related.map((r) => Math.abs(midpoint(r) - midpoint(job)))
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b))
  })

  it('says 职业不存在 for an unknown id', async () => {
    expect(await post(queryProfessionDetail, { id: 99999 })).toMatchObject({
      status: 200,
      code: MAJOR_REFUSAL_CODE.jobNotFound,
      msg: JOB_TEXT.notFound,
    })
  })
})
