import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBff } from '../helpers.js'

let webDist: string
let bff: FastifyInstance
const INDEX = `<!doctype html><html lang="zh-CN"><title>高考</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(60)}</html>`

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gaokao-web-dist-'))
  mkdirSync(join(webDist, 'assets'))
  writeFileSync(join(webDist, 'index.html'), INDEX)
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)')
  // Nothing listens on the upstream address: these answers must not need it.
  bff = await startBff({ UPSTREAM_URL: 'http://127.0.0.1:9', WEB_DIST: webDist })
})
afterAll(async () => {
  await bff.close()
  rmSync(webDist, { recursive: true, force: true })
})

describe('the SPA history fallback', () => {
  it('answers a page path with index.html, brotli-compressed when the browser accepts it', async () => {
    const res = await bff.inject({ url: '/college/10001', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX)
    expect(res.rawPayload.length).toBeLessThan(INDEX.length / 4)
  })

  it('gzips it for a client without brotli, and sends it plain to one that accepts neither', async () => {
    const gzip = await bff.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX)
    const plain = await bff.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(INDEX)
  })

  it('shows a rebuilt index.html without a restart', async () => {
    const next = INDEX.replace('高考', '高考志愿')
    writeFileSync(join(webDist, 'index.html'), next)
    try {
      expect((await bff.inject('/rank')).body).toBe(next)
    } finally {
      writeFileSync(join(webDist, 'index.html'), INDEX)
    }
  })

  it('answers a missing file and an unknown bff path with a 404, not the page (every /api/v1 path is proxied)', async () => {
    for (const url of ['/assets/old-chunk-0000.js', '/logo.png', '/bff/nothing']) {
      const res = await bff.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).not.toContain('text/html')
    }
  })
})
