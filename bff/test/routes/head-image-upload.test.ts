import { apiPath, HEAD_IMAGE_MAX_BYTES, TOKEN_COOKIE, TOKEN_HEADER, uploadHeadImg } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

const UPLOAD = apiPath(uploadHeadImg)
const BOUNDARY = '----bff-test'
const answer = { code: 0, msg: '成功', data: { fileId: 'x' } }

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

function multipart(body: Buffer | string) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${BOUNDARY}` }
}

async function setUp() {
  fake = await startFakeUpstream((_req, res) => sendJson(res, 200, answer))
  return { upstream: fake, bff: await startBff({ UPSTREAM_URL: fake.url }) }
}

describe('the head image upload: the one multipart path', () => {
  it('passes the multipart body unchanged to the upstream, with the boundary and the session token', async () => {
    const { upstream, bff } = await setUp()
    const { payload, contentType } = multipart('\x89PNG-bytes')
    const res = await bff.inject({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: { ...SPA_HEADERS, 'content-type': contentType, cookie: `${TOKEN_COOKIE}=tok-9` },
    })
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(answer)
    const seen = upstream.requests[0]
    expect(seen?.url).toBe(UPLOAD)
    expect(seen?.headers['content-type']).toBe(contentType)
    expect(seen?.headers[TOKEN_HEADER]).toBe('tok-9')
    expect(seen?.body).toBe(payload.toString())
  })

  it('still needs the SPA header and an allowed origin (CSRF): refused before the upstream', async () => {
    const { upstream, bff } = await setUp()
    const { payload, contentType } = multipart('x')
    const bare = await bff.inject({ method: 'POST', url: UPLOAD, payload, headers: { 'content-type': contentType } })
    const crossSite = await bff.inject({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: { ...SPA_HEADERS, 'content-type': contentType, origin: 'https://evil.example' },
    })
    await bff.close()
    expect([bare.statusCode, crossSite.statusCode]).toEqual([403, 403])
    expect(bare.json()).toEqual({ code: 403, msg: '请求被拒绝', data: null })
    expect(upstream.requests).toHaveLength(0)
  })

  it('refuses multipart on every other path, and other bodies on this one (415)', async () => {
    const { upstream, bff } = await setUp()
    const { payload, contentType } = multipart('x')
    const elsewhere = await bff.inject({
      method: 'POST',
      url: '/api/v1/web/user/saveUserInfo',
      payload,
      headers: { ...SPA_HEADERS, 'content-type': contentType },
    })
    const json = await bff.inject({
      method: 'POST',
      url: UPLOAD,
      payload: { file: 'x' },
      headers: { ...SPA_HEADERS },
    })
    const form = await bff.inject({
      method: 'POST',
      url: UPLOAD,
      payload: 'file=x',
      headers: { ...SPA_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    })
    await bff.close()
    expect([elsewhere.statusCode, json.statusCode, form.statusCode]).toEqual([415, 415, 415])
    expect(upstream.requests).toHaveLength(0)
  })

  it('refuses a body beyond the image limit plus framing (413) without reaching the upstream', async () => {
    const { upstream, bff } = await setUp()
    const { payload, contentType } = multipart(Buffer.alloc(HEAD_IMAGE_MAX_BYTES + 64 * 1024))
    const res = await bff.inject({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: { ...SPA_HEADERS, 'content-type': contentType },
    })
    await bff.close()
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe(413)
    expect(upstream.requests).toHaveLength(0)
  })
})
