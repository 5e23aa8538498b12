import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiPath, BFF_PATHS, provinces } from '@gaokao/contracts'
import supertest from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY, HSTS } from '../../src/plugins/security-headers.js'
import { type FakeUpstream, sendJson, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

let webDist: string
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'gaokao-web-dist-'))
  mkdirSync(join(webDist, 'assets'))
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1a2b3c.js"></script>',
  )
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
})
afterAll(() => rmSync(webDist, { recursive: true, force: true }))

describe('headers on every answer', () => {
  it.each([
    ['an API answer', apiPath(provinces)],
    ['a bff payload', BFF_PATHS.site],
    ['a 404 envelope', '/bff/nothing'],
    ['a page', '/college'],
    ['a hashed asset', '/assets/app-1a2b3c.js'],
  ])('%s', async (_name, url) => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: [] }))
    const bff = await startBff({ UPSTREAM_URL: fake.url, WEB_DIST: webDist })
    const res = await bff.inject(url)
    await bff.close()
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('a CSP that allows no inline script, no plugins, no base or frame tricks', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    )
    expect(directives['default-src']).toBe("'self'")
    expect(directives['script-src']).toBe("'self'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(directives['style-src']).toBe("'self'")
    expect(directives['style-src-attr']).toBe("'unsafe-inline'")
    expect(directives['img-src']).toBe("'self' data:")
    expect(directives['object-src']).toBe("'none'")
    expect(directives['base-uri']).toBe("'none'")
    expect(directives['frame-ancestors']).toBe("'none'")
  })
})

describe('caching rules', () => {
  it('no-store on /api, /bff and the probes; no-cache on pages; a year, immutable, on hashed assets', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: [] }))
    const bff = await startBff({ UPSTREAM_URL: fake.url, WEB_DIST: webDist })
    const cacheControl = async (url: string) => (await bff.inject(url)).headers['cache-control']
    expect(await cacheControl(apiPath(provinces))).toBe('no-store')
    expect(await cacheControl('/api/v1/web/unknown')).toBe('no-store')
    expect(await cacheControl(BFF_PATHS.site)).toBe('no-store')
    expect(await cacheControl('/bff/nothing')).toBe('no-store')
    expect(await cacheControl(BFF_PATHS.healthz)).toBe('no-store')
    expect(await cacheControl(BFF_PATHS.metrics)).toBe('no-store')
    expect(await cacheControl('/')).toBe('no-cache')
    expect(await cacheControl('/college/123')).toBe('no-cache')
    expect(await cacheControl('/assets/app-1a2b3c.js')).toBe('public, max-age=31536000, immutable')
    await bff.close()
  })
})

describe('compression', () => {
  it('gzip and brotli for JSON payloads and assets when the client accepts them', async () => {
    fake = await startFakeUpstream((_req, res) =>
      sendJson(res, 200, { code: 0, msg: '成功', data: Array.from({ length: 200 }, (_, i) => ({ sf: `省${i}` })) }),
    )
    const bff = await startBff({ UPSTREAM_URL: fake.url, WEB_DIST: webDist })
    // Over a real socket: the encoding is negotiated and streamed as a browser gets it (docs/testing.md).
    const client = supertest(bff.server)
    const gzip = await client.get(apiPath(provinces)).set('accept-encoding', 'gzip')
    const br = await client.get(BFF_PATHS.site).set('accept-encoding', 'br, gzip')
    const asset = await client.get('/assets/app-1a2b3c.js').set('accept-encoding', 'gzip')
    // superagent asks for gzip unless told otherwise; identity is what a client without compression sends.
    const plain = await client.get(apiPath(provinces)).set('accept-encoding', 'identity')
    await bff.close()
    expect(gzip.headers['content-encoding']).toBe('gzip')
    // superagent gunzips by the header: a body that was not gzip would fail here.
    expect(gzip.body.data).toHaveLength(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(asset.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
  })
})

describe('HSTS and the trusted proxy', () => {
  const viaGateway = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'gaokao.example.com' }

  it('believes X-Forwarded-Proto from a trusted gateway address: HSTS is sent', async () => {
    const bff = await startBff({ TRUST_PROXY: '10.0.0.0/8' })
    const res = await bff.inject({ url: BFF_PATHS.healthz, headers: viaGateway, remoteAddress: '10.1.2.3' })
    await bff.close()
    expect(res.headers['strict-transport-security']).toBe(HSTS)
  })

  it('ignores X-Forwarded-Proto from any other address', async () => {
    const bff = await startBff({ TRUST_PROXY: '10.0.0.0/8' })
    const res = await bff.inject({ url: BFF_PATHS.healthz, headers: viaGateway, remoteAddress: '203.0.113.9' })
    await bff.close()
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('trusts nobody by default', async () => {
    const bff = await startBff({})
    const res = await bff.inject({ url: BFF_PATHS.healthz, headers: viaGateway, remoteAddress: '127.0.0.1' })
    await bff.close()
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })
})
