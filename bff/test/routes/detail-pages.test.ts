import {
  apiPath,
  type BffPayload,
  datasetInfo,
  type Endpoint,
  ERROR_CODE,
  ERROR_TEXT,
  errorEnvelope,
  JOB_TEXT,
  jobDetailPage,
  MAJOR_REFUSAL_CODE,
  MAJOR_TEXT,
  majorDetailPage,
  queryMajorDetail,
  queryProfessionDetail,
  SAMPLE_DATA_NOTE,
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

const dataset = {
  demo: true,
  label: '示例数据',
  years: [2023, 2024, 2025],
  planYear: 2026,
  generatorVersion: '1',
  datasetVersion: '1-abc',
  note: SAMPLE_DATA_NOTE,
  coverage: {
    repository: 'liuxusummer/gaokao-advisor',
    commit: 'abc',
    institutions: { rows: 2919, publisher: '教育部', url: 'https://www.moe.gov.cn/' },
    catalogue: { rows: 875, publisher: '阳光高考（教育部）', url: 'https://gaokao.chsi.com.cn/' },
    rankTables: [],
    admissions: [],
    subjectRequirements: [],
  },
  latestYears: [{ province: '江苏', year: 2025, real: true }],
}
const major = {
  id: 80901,
  code: '080901',
  name: '计算机科学与技术',
  level: '本科',
  category: '工学',
  categoryCode: '08',
  className: '计算机类',
  classCode: '0809',
  degree: '工学学士',
  duration: 4,
  intro: '研究计算机系统与软件。',
  courses: ['数据结构'],
  careers: ['软件开发'],
  subjectRequirements: { year: 2026, items: [{ requirement: '物理+化学', schools: 12 }] },
  outcomes: { year: 2025, demo: true, salary: 9000, employmentRate: 95.5, history: [] },
  jobs: [{ id: 1, name: '软件工程师', industry: '互联网与信息技术', salaryMin: 10000, salaryMax: 25000 }],
  schoolCount: 900,
}
const job = {
  id: 1,
  name: '软件工程师',
  industry: '互联网与信息技术',
  description: '设计、编写和维护软件。',
  salaryMin: 10000,
  salaryMax: 25000,
  majorCount: 1,
  year: 2025,
  demo: true,
  outlook: '软件需求持续增长。',
  majors: [
    { id: 80901, code: '080901', name: '计算机科学与技术', level: '本科', category: '工学', className: '计算机类' },
  ],
  related: [{ id: 2, name: '测试工程师', salaryMin: 8000, salaryMax: 18000 }],
}

interface DetailCase {
  page: BffPayload
  detail: Endpoint
  /** The part holding the detail. */
  part: string
  id: number
  data: unknown
  notFound: { code: number; msg: string }
}

const CASES: DetailCase[] = [
  {
    page: majorDetailPage,
    detail: queryMajorDetail,
    part: 'major',
    id: major.id,
    data: major,
    notFound: { code: MAJOR_REFUSAL_CODE.majorNotFound, msg: MAJOR_TEXT.notFound },
  },
  {
    page: jobDetailPage,
    detail: queryProfessionDetail,
    part: 'job',
    id: job.id,
    data: job,
    notFound: { code: MAJOR_REFUSAL_CODE.jobNotFound, msg: JOB_TEXT.notFound },
  },
]

const pathOf = (req: RecordedRequest) => req.url.split('?')[0] ?? ''

type Behaviour = 'ok' | 'reset' | 'notFound'

/**
 * The detail and the dataset info, each answering as the test says. With
 * `together`, no call is answered before both have arrived: parts called one
 * after the other would wait for the first answer forever (here, the timeout).
 */
async function detailUpstream(c: DetailCase, behave: { detail?: Behaviour; dataset?: Behaviour }, together = false) {
  const held: (() => void)[] = []
  fake = await startFakeUpstream((req, res) => {
    const path = pathOf(req)
    const isDetail = path === apiPath(c.detail)
    const behaviour = (isDetail ? behave.detail : behave.dataset) ?? 'ok'
    const answer = () => {
      if (behaviour === 'reset') return res.socket?.destroy()
      if (behaviour === 'notFound') return sendJson(res, 200, { ...c.notFound, data: null })
      if (isDetail) return sendJson(res, 200, { code: 0, msg: '成功', data: c.data })
      if (path === apiPath(datasetInfo)) return sendJson(res, 200, { code: 0, msg: '成功', data: dataset })
      return sendJson(res, 404, { code: 404, msg: '接口不存在', data: null })
    }
    if (!together) return answer()
    held.push(answer)
    if (held.length === Object.keys(c.page.parts).length) for (const release of held.splice(0)) release()
  })
  return fake
}

describe.each(CASES)('GET $page.path', (c) => {
  const url = `${c.page.path}?id=${c.id}`

  it('answers the detail and the dataset info in one payload, valid against its contract', async () => {
    const upstream = await detailUpstream(c, {})
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(url)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(Value.Errors(SuccessEnvelope(c.page.data), res.json())).toEqual([])
    expect(res.json().data).toEqual({ [c.part]: { ok: true, data: c.data }, datasetInfo: { ok: true, data: dataset } })
    const detailCall = upstream.requests.find((r) => pathOf(r) === apiPath(c.detail))
    expect(JSON.parse(detailCall?.body ?? '')).toEqual({ id: c.id })
  })

  it('calls its parts in parallel', async () => {
    const upstream = await detailUpstream(c, {}, true)
    const bff = await startBff({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: 3_000 })
    const res = await bff.inject(url)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(res.json().data[c.part]).toEqual({ ok: true, data: c.data })
    expect(upstream.requests).toHaveLength(2)
  })

  it('serves the detail when the dataset info fails, that part marked failed', async () => {
    const upstream = await detailUpstream(c, { dataset: 'reset' })
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(url)
    const metrics = (await bff.inject('/metrics')).body
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(Value.Errors(SuccessEnvelope(c.page.data), res.json())).toEqual([])
    expect(res.json().data).toEqual({
      [c.part]: { ok: true, data: c.data },
      datasetInfo: { ok: false, code: ERROR_CODE.badGateway, msg: ERROR_TEXT.upstreamUnavailable },
    })
    expect(metrics).toContain(`bff_payload_part_failures_total{payload="${c.page.name}",part="datasetInfo"} 1`)
  })

  it('answers the upstream’s refusal as the whole envelope when the detail does not exist', async () => {
    const upstream = await detailUpstream(c, { detail: 'notFound' })
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(url)
    await bff.close()
    // A refusal travels as HTTP 200 with its code, so the page can tell "no such id" (its 404 page) apart.
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(errorEnvelope(c.notFound.code, c.notFound.msg))
  })

  it('answers 502 when the detail cannot be fetched, whatever the other part did', async () => {
    const upstream = await detailUpstream(c, { detail: 'reset' })
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(url)
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual(errorEnvelope(ERROR_CODE.badGateway, ERROR_TEXT.upstreamUnavailable))
  })

  it('refuses a missing or malformed id before calling the upstream', async () => {
    const upstream = await detailUpstream(c, {})
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const missing = await bff.inject(c.page.path)
    const malformed = await bff.inject(`${c.page.path}?id=abc`)
    await bff.close()
    expect(missing.statusCode).toBe(400)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().code).toBe(ERROR_CODE.badRequest)
    expect(upstream.requests).toHaveLength(0)
  })
})
