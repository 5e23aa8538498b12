import { apiPath, loginByPassWord, sendVerifyCode } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

/** A path no contract caches, so the proxy forwards it. */
const FORWARDED = '/api/v1/test/echo'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

/**
 * The session routes forward through the proxy's functions
 * (lib/upstream/forward.ts): what the upstream sees of a login or a code
 * request is what it sees of any proxied call, and what the browser gets of
 * an answer the bff does not look into is what the proxy relays.
 */
describe('the session routes forward as the proxy does', () => {
  it('the same headers reach the upstream, and the same answer headers come back', async () => {
    fake = await startFakeUpstream((_req, res) => {
      res.setHeader('content-disposition', 'inline')
      res.setHeader('x-upstream-only', 'no')
      sendJson(res, 200, { code: 1001, msg: '账号或密码错误', data: null })
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const headers = { ...SPA_HEADERS, 'accept-language': 'zh-CN', 'x-custom': 'no', 'x-request-id': 'r-1' }
    const payload = { phone: '13800000001', passWord: 'x' }
    const answers = []
    for (const url of [FORWARDED, apiPath(loginByPassWord), apiPath(sendVerifyCode)]) {
      answers.push(await bff.inject({ method: 'POST', url, headers, payload }))
    }
    await bff.close()
    const [proxied, ...session] = fake.requests.map((r) => r.headers)
    for (const seen of session) expect(seen).toEqual(proxied)
    const [relayed, ...relayedBySession] = answers.map((a) => ({
      status: a.statusCode,
      type: a.headers['content-type'],
      disposition: a.headers['content-disposition'],
      upstreamOnly: a.headers['x-upstream-only'],
      body: a.body,
    }))
    expect(relayed).toMatchObject({ status: 200, disposition: 'inline', upstreamOnly: undefined })
    for (const answer of relayedBySession) expect(answer).toEqual(relayed)
  })
})
