import {
  apiPath,
  COLLEGE_REFUSAL_CODE,
  COLLEGE_TEXT,
  collegeDetailPage,
  ERROR_TEXT,
  querySchoolDetails,
  querySchoolScore,
  REQUEST_ID_HEADER,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, type RecordedRequest, sendJson, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const QUERY = { id: 10001, province: '江苏', track: '物理类' }
const URL_OF = (q: Record<string, string | number>) =>
  `${collegeDetailPage.path}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`
const PARTS = Object.entries(collegeDetailPage.parts)
const pathOf = (req: RecordedRequest) => req.url.split('?')[0] ?? ''

type Behaviour = 'ok' | 'reset' | 'refused'

/**
 * An upstream that answers each call with its own path as data, or as the
 * test says for one path. No call is answered before every part's call has
 * arrived: parts called one after another would wait here until the timeout.
 */
async function collegeUpstream(special: Record<string, Behaviour> = {}) {
  const held: (() => void)[] = []
  fake = await startFakeUpstream((req, res) => {
    const path = pathOf(req)
    held.push(() => {
      const behaviour = special[path] ?? 'ok'
      if (behaviour === 'reset') return res.socket?.destroy()
      if (behaviour === 'refused') {
        return sendJson(res, 200, {
          code: COLLEGE_REFUSAL_CODE.schoolNotFound,
          msg: COLLEGE_TEXT.schoolNotFound,
          data: null,
        })
      }
      sendJson(res, 200, { code: 0, msg: '成功', data: { answeredBy: path } })
    })
    if (held.length === PARTS.length) for (const release of held.splice(0)) release()
  })
  return fake
}

describe(`GET ${collegeDetailPage.path}`, () => {
  it('calls every part once, in parallel, with the visitor’s province and track where its call takes them', async () => {
    const upstream = await collegeUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: 3_000 })
    const res = await bff.inject({ url: URL_OF(QUERY), headers: { [REQUEST_ID_HEADER]: 'college-1' } })
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(upstream.requests).toHaveLength(PARTS.length)
    for (const [, part] of PARTS) {
      const sent = upstream.requests.find((r) => pathOf(r) === apiPath(part.call))
      expect(sent?.headers[REQUEST_ID_HEADER]).toBe('college-1')
      expect(JSON.parse(sent?.body ?? 'null')).toEqual(part.body(QUERY as never))
    }
    // The scores are asked for in the visitor's province and track, the college by its id alone.
    const scores = upstream.requests.find((r) => pathOf(r) === apiPath(querySchoolScore))
    expect(JSON.parse(scores?.body ?? '{}')).toMatchObject({ schoolId: 10001, province: '江苏', track: '物理类' })
    const school = upstream.requests.find((r) => pathOf(r) === apiPath(querySchoolDetails))
    expect(JSON.parse(school?.body ?? '{}')).toEqual({ schoolId: 10001 })
    const data = res.json().data
    for (const [name, part] of PARTS) expect(data[name]).toEqual({ ok: true, data: { answeredBy: apiPath(part.call) } })
  })

  it('marks a failed optional part (the scores) as failed and serves the rest', async () => {
    const upstream = await collegeUpstream({ [apiPath(querySchoolScore)]: 'reset' })
    const bff = await startBff({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: 3_000 })
    const res = await bff.inject(URL_OF(QUERY))
    await bff.close()
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.scores).toEqual({ ok: false, code: 502, msg: ERROR_TEXT.upstreamUnavailable })
    for (const [name] of PARTS.filter(([name]) => name !== 'scores')) expect(data[name].ok).toBe(true)
  })

  it('fails as a whole, with the upstream’s refusal, when the college itself is refused', async () => {
    const upstream = await collegeUpstream({ [apiPath(querySchoolDetails)]: 'refused' })
    const bff = await startBff({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: 3_000 })
    const res = await bff.inject(URL_OF(QUERY))
    await bff.close()
    expect(res.json()).toEqual({
      code: COLLEGE_REFUSAL_CODE.schoolNotFound,
      msg: COLLEGE_TEXT.schoolNotFound,
      data: null,
    })
  })

  it('refuses a query without its track with a Chinese 400 envelope, before any upstream call', async () => {
    const upstream = await collegeUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(URL_OF({ id: QUERY.id, province: QUERY.province }))
    await bff.close()
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: VALIDATION_TEXT.required('科类'), data: null })
    expect(upstream.requests).toHaveLength(0)
  })
})
