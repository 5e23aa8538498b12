import { type AddressInfo, connect } from 'node:net'
import { BFF_PATHS } from '@gaokao/contracts'
import supertest from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, sendJson, sleep, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

describe('graceful shutdown', () => {
  it('lets a request in flight finish while new requests get 503 with Connection: close', async () => {
    fake = await startFakeUpstream((_req, res) =>
      setTimeout(() => sendJson(res, 200, { code: 0, msg: '成功', data: 'slow' }), 500),
    )
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    await bff.listen({ host: '127.0.0.1', port: 0 })
    const { port } = bff.server.address() as AddressInfo

    // supertest sends when its promise is asked for: then() starts the request now.
    const inFlight = supertest(bff.server)
      .get('/api/v1/test/slow')
      .then((res) => res)
    while (fake.requests.length === 0) await sleep(10)

    // A second client has started its request (headers half sent) when close() begins: a raw socket, since
    // supertest sends a request whole.
    const late = connect(port, '127.0.0.1')
    await new Promise((resolve) => late.once('connect', resolve))
    late.write(`GET ${BFF_PATHS.healthz} HTTP/1.1\r\nHost: localhost\r\n`)
    await sleep(20)

    const closing = bff.close()
    // The listener stops after the drain flag is set: from then on a new request must be refused.
    while (bff.server.listening) await sleep(5)
    const lateAnswer = new Promise<string>((resolve) => {
      let text = ''
      late.on('data', (c: Buffer) => (text += c))
      late.on('close', () => resolve(text))
    })
    late.write('\r\n')

    const raw = await lateAnswer
    expect(raw).toMatch(/^HTTP\/1\.1 503/)
    expect(raw.toLowerCase()).toContain('connection: close')
    expect(raw).toContain('"msg":"服务正在重启，请稍后再试"')

    const finished = await inFlight
    expect(finished.status).toBe(200)
    expect(JSON.parse(finished.text).data).toBe('slow')
    await closing
  })

  it('keeps idle connections longer than a gateway does (60 s)', async () => {
    const bff = await startBff({})
    expect(bff.server.keepAliveTimeout).toBeGreaterThan(60_000)
    // What a client on the socket is told: Keep-Alive: timeout=<seconds>.
    const res = await supertest(bff.server).get(BFF_PATHS.healthz).set('connection', 'keep-alive')
    await bff.close()
    expect(Number(/timeout=(\d+)/.exec(String(res.headers['keep-alive']))?.[1])).toBeGreaterThan(60)
  })
})
