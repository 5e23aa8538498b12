import { REQUEST_ID_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs, type RealUpstream, startBff, startRealUpstream } from '../helpers.js'

/** The reference upstream (built) logging at info, and a bff before it logging into the test. */
let upstream: RealUpstream | undefined
let bff: FastifyInstance | undefined
const upstreamLines: Record<string, unknown>[] = []
const bffLogs = captureLogs()

beforeAll(async () => {
  upstream = await startRealUpstream({ LOG_LEVEL: 'info' }, (line) => {
    if (line.startsWith('{')) upstreamLines.push(JSON.parse(line) as Record<string, unknown>)
  })
  bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'info' }, { logStream: bffLogs.stream })
}, 240_000)

afterAll(async () => {
  await bff?.close()
  await upstream?.stop()
})

const completedIn = (lines: Record<string, unknown>[]) =>
  new Set(lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId))

describe('one request id through the bff and the upstream', () => {
  it('each of a burst of requests carries its x-request-id in both logs', async () => {
    const app = bff as FastifyInstance
    const ids = Array.from({ length: 12 }, (_, i) => `trace-both-${i}`)
    // Paths no contract names: proxied as they are, never answered from the reference cache.
    const answers = await Promise.all(
      ids.map((id) => app.inject({ url: `/api/v1/trace/${id}`, headers: { [REQUEST_ID_HEADER]: id } })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 404))
    expect(answers.map((a) => a.headers[REQUEST_ID_HEADER])).toEqual(ids)
    expect([...completedIn(bffLogs.records())]).toEqual(expect.arrayContaining(ids))
    // The upstream writes its lines on its own time: wait until every id has arrived.
    await expect.poll(() => ids.filter((id) => completedIn(upstreamLines).has(id))).toEqual(ids)
  })

  it('an id the bff does not trust is replaced, and the upstream logs the replacement', async () => {
    const app = bff as FastifyInstance
    // A path no contract names: reference calls such as provinces may be answered from the bff's cache, never reaching the upstream.
    const res = await app.inject({ url: '/api/v1/trace/untrusted', headers: { [REQUEST_ID_HEADER]: 'a b"c' } })
    const id = res.headers[REQUEST_ID_HEADER] as string
    expect(id).not.toBe('a b"c')
    await expect.poll(() => completedIn(upstreamLines).has(id)).toBe(true)
    expect(completedIn(upstreamLines).has('a b"c')).toBe(false)
  })
})
