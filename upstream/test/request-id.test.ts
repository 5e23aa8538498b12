import { apiPath, provinces, REQUEST_ID_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig } from './helpers.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

let app: FastifyInstance | undefined
let dataDir = ''
afterEach(async () => {
  await app?.close()
  app = undefined
  removeDataDir(dataDir)
})

/** The upstream logging at info into lines the test reads, as it logs to stdout in production. */
async function upstreamWithLog() {
  const lines: Record<string, unknown>[] = []
  dataDir = tempDataDir()
  app = await buildTestUpstream(testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), {
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  })
  await app.ready()
  return { app, lines }
}

describe("the upstream's request id", () => {
  it('is the x-request-id the bff sends: in every log line of the request and in the answer', async () => {
    const { app, lines } = await upstreamWithLog()
    const res = await app.inject({ url: apiPath(provinces), headers: { [REQUEST_ID_HEADER]: 'abc-123' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers[REQUEST_ID_HEADER]).toBe('abc-123')
    const own = lines.filter((l) => l.reqId === 'abc-123')
    expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed'])
  })

  it.each(['', 'has spaces', 'x'.repeat(65), 'line\nbreak', 'a"b'])(
    'is made anew when the given one (%j) is not an id, as the bff does',
    async (given) => {
      const { app, lines } = await upstreamWithLog()
      const res = await app.inject({ url: apiPath(provinces), headers: { [REQUEST_ID_HEADER]: given } })
      const id = res.headers[REQUEST_ID_HEADER] as string
      expect(id).toMatch(UUID)
      expect(lines.filter((l) => l.reqId === id)).toHaveLength(2)
      expect(lines.some((l) => l.reqId === given)).toBe(false)
    },
  )

  it('is made anew for each request that sends none', async () => {
    const { app } = await upstreamWithLog()
    const [a, b] = await Promise.all([app.inject(apiPath(provinces)), app.inject(apiPath(provinces))])
    expect(a?.headers[REQUEST_ID_HEADER]).toMatch(UUID)
    expect(a?.headers[REQUEST_ID_HEADER]).not.toBe(b?.headers[REQUEST_ID_HEADER])
  })
})
