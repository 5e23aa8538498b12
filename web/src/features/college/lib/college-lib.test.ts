import { describe, expect, it } from 'vitest'
import { validateCollegeDetailSearch } from './detail-search'
import { listBody, parseTags, validateCollegeListSearch } from './list-search'
import { rankBody, validateSchoolRankSearch } from './rank-search'
import { pickAvailable, preferredTrack } from './track'
import { trendOption, trendSummary } from './trend-option'

describe('the track a college page shows first', () => {
  it("is the student's own in their province, else the province's usual one", () => {
    expect(preferredTrack('江苏', '3+1+2', { province: '江苏', xk: '史/政/地' })).toBe('历史类')
    expect(preferredTrack('江苏', '3+1+2', { province: '山东', xk: '物/化/地' })).toBe('物理类')
    expect(preferredTrack('山东', '3+3', { province: '江苏', xk: '史/政/地' })).toBe('综合')
    expect(preferredTrack('江苏', '3+1+2', { province: '', xk: '' })).toBe('物理类')
  })

  it('falls back to what is on offer', () => {
    expect(pickAvailable('物理类', ['物理类', '历史类'])).toBe('物理类')
    expect(pickAvailable('物理类', ['历史类'])).toBe('历史类')
    expect(pickAvailable('物理类', [])).toBeUndefined()
    expect(pickAvailable(undefined, undefined)).toBeUndefined()
  })
})

describe('/college search params', () => {
  it('keep valid filters, drop bad ones, and join tags in display order', () => {
    expect(
      validateCollegeListSearch({
        keyword: ' 师范 ',
        province: '江苏',
        city: '南京市',
        level: '本科',
        type: '师范',
        nature: '公办',
        tags: '211,985,清北',
        sort: 'name',
        page: '3',
      }),
    ).toEqual({
      keyword: '师范',
      province: '江苏',
      city: '南京市',
      level: '本科',
      type: '师范',
      nature: '公办',
      tags: '985,211',
      sort: 'name',
      page: 3,
    })
    expect(validateCollegeListSearch({ level: '硕士', type: '魔法', sort: 'hot', page: '-1', city: '南京市' })).toEqual(
      {},
    )
    expect(parseTags(['双一流', '985'])).toEqual(['985', '双一流'])
  })

  it('make the list call: figures for the exam province, a score sort only with one', () => {
    expect(listBody({ tags: '985', sort: 'score', page: 2 }, '江苏', '历史类')).toEqual({
      pageNum: 2,
      pageSize: 20,
      tags: ['985'],
      sort: 'score',
      examProvince: '江苏',
      track: '历史类',
    })
    expect(listBody({ sort: 'score' }, '', undefined)).toEqual({ pageNum: 1, pageSize: 20, sort: 'rank' })
  })
})

describe('/college/$id search params', () => {
  it('keep the tab, track, filters and page; the default tab stays out of the URL', () => {
    expect(
      validateCollegeDetailSearch({ tab: 'plans', track: '历史类', year: '2024', batch: '本科批', page: '2' }),
    ).toEqual({ tab: 'plans', track: '历史类', year: 2024, batch: '本科批', page: 2 })
    expect(validateCollegeDetailSearch({ tab: 'scores', track: '工科', year: '99', majorYear: 'x' })).toEqual({})
  })
})

describe('the trend chart', () => {
  const generated = (year: number) => ({ kind: 'generated' as const, authority: '', year, url: '' })
  const points = [
    {
      year: 2025,
      batch: '本科批',
      minScore: 682,
      minRank: 375,
      avgScore: 690,
      batchLine: 461,
      source: generated(2025),
    },
    {
      year: 2023,
      batch: '本科批',
      minScore: 678,
      minRank: 468,
      avgScore: 688,
      batchLine: 455,
      source: generated(2023),
    },
  ]

  it('plots years in order with the score, the batch line and the reversed rank axis', () => {
    const option = trendOption(points) as {
      xAxis: { data: string[] }
      yAxis: { inverse?: boolean }[]
      series: { name: string; data: (number | null)[]; yAxisIndex?: number }[]
    }
    expect(option.xAxis.data).toEqual(['2023年', '2025年'])
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['最低分', [678, 682]],
      ['批次线', [455, 461]],
      ['最低位次', [468, 375]],
    ])
    expect(option.series[2]?.yAxisIndex).toBe(1)
    expect(option.yAxis[1]?.inverse).toBe(true)
  })

  it('leaves out a rank that was not published or derivable, rather than saying 0', () => {
    const published = {
      kind: 'published' as const,
      authority: '江苏省教育考试院',
      year: 2024,
      url: 'https://www.jseea.cn/x',
    }
    const row = {
      year: 2024,
      batch: '本科批',
      minScore: 640,
      minRank: null,
      avgScore: null,
      batchLine: null,
      source: published,
    }
    expect(trendSummary([row])).toBe('2024年本科批最低分640')
  })

  it('says the same figures in words', () => {
    expect(trendSummary(points)).toBe(
      '2023年本科批最低分678，最低位次468，批次线455；2025年本科批最低分682，最低位次375，批次线461',
    )
  })
})

describe('/schoolRank search params', () => {
  it('rank 本科 unless 专科 is asked for, with type, province, tags and page', () => {
    const search = validateSchoolRankSearch({
      level: '专科',
      type: '理工',
      province: '江苏',
      tags: '双高计划',
      page: 2,
    })
    expect(search).toEqual({ level: '专科', type: '理工', province: '江苏', tags: '双高计划', page: 2 })
    expect(rankBody(search)).toEqual({
      pageNum: 2,
      pageSize: 30,
      level: '专科',
      type: '理工',
      province: '江苏',
      tags: ['双高计划'],
    })
    expect(rankBody(validateSchoolRankSearch({ level: '本科', page: 0 }))).toEqual({
      pageNum: 1,
      pageSize: 30,
      level: '本科',
    })
  })
})
