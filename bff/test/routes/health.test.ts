import { BFF_PATHS } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort, type FakeUpstream, sendJson, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

describe('/healthz and /readyz', () => {
  it('ready while the upstream answers', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: [] }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const ready = await bff.inject(BFF_PATHS.readyz)
    await bff.close()
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ code: 0, data: { status: 'ready', upstream: 'up', mode: 'live' } })
  })

  it('alive but not ready when the upstream is down', async () => {
    const bff = await startBff({ UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}` })
    const live = await bff.inject(BFF_PATHS.healthz)
    const ready = await bff.inject(BFF_PATHS.readyz)
    await bff.close()
    expect(live.statusCode).toBe(200)
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后再试', data: null })
  })

  it('not ready when the upstream answers errors', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 500, { code: 500, msg: 'x', data: null }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const ready = await bff.inject(BFF_PATHS.readyz)
    await bff.close()
    expect(ready.statusCode).toBe(503)
  })
})
