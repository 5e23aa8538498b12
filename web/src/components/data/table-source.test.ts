import type { DataCoverageValue } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { admissionsSource, latestPerSource, rankTableSource, readOffRankTable } from './table-source'

const PAGE = 'https://www.jseea.cn/webfile/index/index_zkxx/2025-06-24/7343234265133355008.html'
const coverage = {
  rankTables: [
    {
      province: '江苏',
      year: 2025,
      track: '物理类',
      rows: 220,
      topScore: 683,
      floorScore: 463,
      publisher: '江苏省教育考试院',
      url: PAGE,
    },
  ],
  admissions: [
    {
      province: '江苏',
      year: 2025,
      rows: 4201,
      attributed: 4000,
      sources: [
        { publisher: '江苏省教育考试院', url: 'https://www.jseea.cn/a.html' },
        { publisher: '江苏省教育考试院', url: 'https://www.jseea.cn/b.html' },
      ],
    },
  ],
} as unknown as DataCoverageValue

describe('rankTableSource', () => {
  it('a published table: its publisher, year and page', () => {
    expect(rankTableSource(coverage, { province: '江苏', year: 2025, track: '物理类' })).toEqual({
      kind: 'published',
      authority: '江苏省教育考试院',
      year: 2025,
      url: PAGE,
    })
  })

  it('any other province, year or track is generated, with its year', () => {
    for (const key of [
      { province: '江苏', year: 2025, track: '历史类' },
      { province: '江苏', year: 2024, track: '物理类' },
      { province: '河南', year: 2025, track: '物理类' },
    ]) {
      expect(rankTableSource(coverage, key)).toEqual({ kind: 'generated', authority: '', year: key.year, url: '' })
    }
    expect(rankTableSource(undefined, { province: '江苏', year: 2025, track: '物理类' }).kind).toBe('generated')
  })
})

describe('admissionsSource', () => {
  it('a province-year with a published file: its publisher and first page; any other: generated', () => {
    expect(admissionsSource(coverage, { province: '江苏', year: 2025 })).toEqual({
      kind: 'published',
      authority: '江苏省教育考试院',
      year: 2025,
      url: 'https://www.jseea.cn/a.html',
    })
    expect(admissionsSource(coverage, { province: '江苏', year: 2026 }).kind).toBe('generated')
    expect(admissionsSource(coverage, { province: '河南', year: 2025 }).kind).toBe('generated')
  })
})

describe('latestPerSource', () => {
  it('keeps one source per kind and publisher, at its latest year', () => {
    const jiangsu = (year: number) => admissionsSource(coverage, { province: '江苏', year })
    const generated = (year: number) => ({ kind: 'generated' as const, authority: '', year, url: '' })
    expect(latestPerSource([generated(2023), jiangsu(2025), generated(2024)])).toEqual([generated(2024), jiangsu(2025)])
  })
})

describe('readOffRankTable', () => {
  it('a figure read off a published table is derived from it; off a generated one, generated', () => {
    expect(readOffRankTable(coverage, { province: '江苏', year: 2025, track: '物理类' })).toEqual({
      kind: 'derived',
      authority: '江苏省教育考试院',
      year: 2025,
      url: PAGE,
    })
    expect(readOffRankTable(coverage, { province: '河南', year: 2025, track: '物理类' }).kind).toBe('generated')
  })
})
