import {
  apiPath,
  getCarousel,
  homePage,
  provinces,
  queryHighPayMajor,
  queryInfoList,
  queryNoticeList,
  queryRecommendHome,
  SuccessEnvelope,
} from '@gaokao/contracts'
import Value from 'typebox/value'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, type RecordedRequest, sendJson, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const article = { id: 1, kind: 'news', title: '读懂一分一段表', date: '2026-06-22', source: '本站编辑部', summary: '…' }
const notice = { ...article, id: 2, kind: 'notice', title: '数据更新说明' }
const school = {
  id: 10001,
  name: '北京大学',
  province: '北京',
  city: '北京市',
  level: '本科',
  type: '综合',
  nature: '公办',
  tags: ['985', '211', '双一流'],
  ranking: 1,
  track: '物理类',
  minScore: 690,
}
const major = {
  id: 80901,
  code: '080901',
  name: '计算机科学与技术',
  level: '本科',
  category: '工学',
  className: '计算机类',
  salary: 9000,
  employmentRate: 95.5,
}

const pathOf = (req: RecordedRequest) => req.url.split('?')[0] ?? ''

function answerFor(req: RecordedRequest): unknown {
  const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {}
  switch (pathOf(req)) {
    case apiPath(getCarousel):
      return []
    case apiPath(provinces):
      return [{ sf: '河南', gkms: '3+1+2' }]
    case apiPath(queryInfoList):
      return { list: [article], total: 1, pageNum: 1, pageSize: body.pageSize }
    case apiPath(queryNoticeList):
      return { list: [notice], total: 1, pageNum: 1, pageSize: body.pageSize }
    case apiPath(queryRecommendHome):
      return {
        year: 2025,
        province: body.province,
        list: body.province ? [school] : [{ ...school, track: null, minScore: null }],
      }
    case apiPath(queryHighPayMajor):
      return { year: 2025, demo: true, list: body.cc === '本科' ? [major] : [] }
    default:
      return null
  }
}

async function homeUpstream() {
  fake = await startFakeUpstream((req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: answerFor(req) }))
  return fake
}

const bodyOf = (upstream: FakeUpstream, path: string) =>
  upstream.requests.filter((r) => pathOf(r) === path).map((r) => JSON.parse(r.body) as Record<string, unknown>)

describe('GET /bff/pages/home: news, notices, recommended schools and high-pay majors', () => {
  it('asks for the visitor’s province’s schools and answers every part, valid against the contract', async () => {
    const upstream = await homeUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(`${homePage.path}?province=${encodeURIComponent('河南')}`)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(Value.Errors(SuccessEnvelope(homePage.data), res.json())).toEqual([])
    const data = res.json().data
    expect(data.news).toEqual({ ok: true, data: { list: [article], total: 1, pageNum: 1, pageSize: 6 } })
    expect(data.notices.data.list).toEqual([notice])
    expect(data.schools).toEqual({ ok: true, data: { year: 2025, province: '河南', list: [school] } })
    expect(data.undergraduateMajors.data.list).toEqual([major])
    expect(data.vocationalMajors.data.list).toEqual([])
    expect(bodyOf(upstream, apiPath(queryRecommendHome))).toEqual([{ province: '河南', limit: 8 }])
    expect(bodyOf(upstream, apiPath(queryInfoList))).toEqual([{ pageNum: 1, pageSize: 6, kind: 'news' }])
    expect(
      bodyOf(upstream, apiPath(queryHighPayMajor))
        .map((b) => b.cc)
        .sort(),
    ).toEqual(['专科', '本科'])
  })

  it('asks for the national top schools without a province, and refuses an oversized one', async () => {
    const upstream = await homeUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(homePage.path)
    const bad = await bff.inject(`${homePage.path}?province=${'省'.repeat(17)}`)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(res.json().data.schools.data.list[0].minScore).toBeNull()
    expect(bodyOf(upstream, apiPath(queryRecommendHome))).toEqual([{ province: '', limit: 8 }])
    expect(bad.statusCode).toBe(400)
  })
})
