import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBff } from '../helpers.js'

let webDist: string
const BIG_SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `第${i}条`))}\n`
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
const BIG_SCRIPT_GZ = gzipSync(BIG_SCRIPT, { level: 9 })
const SOURCE_MAP = '{"version":3,"sources":["src/main.tsx"],"mappings":""}'
let bff: FastifyInstance
const INDEX = `<!doctype html><html lang="zh-CN"><title>高考</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(60)}</html>`

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gaokao-web-dist-'))
  mkdirSync(join(webDist, 'assets'))
  writeFileSync(join(webDist, 'index.html'), INDEX)
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)')
  writeFileSync(join(webDist, 'assets', 'big-4d5e6f.js'), BIG_SCRIPT)
  // The build's copies (web/build/precompress-plugin.ts), at levels the bff's on-the-fly compression does not use.
  writeFileSync(join(webDist, 'assets', 'big-4d5e6f.js.br'), BIG_SCRIPT_BR)
  writeFileSync(join(webDist, 'assets', 'big-4d5e6f.js.gz'), BIG_SCRIPT_GZ)
  // The build writes source maps beside the scripts (web/vite.config.ts); the bff serves them only when told.
  writeFileSync(join(webDist, 'assets', 'big-4d5e6f.js.map'), SOURCE_MAP)
  // Nothing listens on the upstream address: these answers must not need it. No load shedding: on a busy
  // shared machine the first requests came while the event loop still lagged from start-up, and got 503.
  bff = await startBff({ UPSTREAM_URL: 'http://127.0.0.1:9', WEB_DIST: webDist, SHED_MAX_EVENT_LOOP_DELAY_MS: 0 })
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

  it('answers a path that is no page of the site 404 with the page, so the SPA shows its not-found page', async () => {
    for (const url of ['/nowhere', '/college/10001/extra', '/jobLibrary/search/more?x=1', '/choice/nothing/']) {
      const res = await bff.inject({ url, headers: { 'accept-encoding': 'identity' } })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.body, url).toBe(INDEX)
    }
  })

  it('answers every page of the site 200, its parameters filled, its case as the router ignores it', async () => {
    for (const url of [
      '/',
      '/college/',
      '/college/10001?tab=plans',
      '/jobLibrary/search',
      '/mockConvert/result',
      '/RANK',
    ]) {
      const res = await bff.inject({ url, headers: { 'accept-encoding': 'identity' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(INDEX)
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

describe("the build's compressed copies of its assets", () => {
  const get = (url: string, acceptEncoding: string) =>
    bff.inject({ url, headers: { 'accept-encoding': acceptEncoding } })

  it('sends the brotli copy as it is to a browser that accepts brotli, as the script it is', async () => {
    const res = await get('/assets/big-4d5e6f.js', 'gzip, deflate, br, zstd')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.rawPayload.equals(BIG_SCRIPT_BR)).toBe(true)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_SCRIPT)
  })

  it('sends the gzip copy to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/assets/big-4d5e6f.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.rawPayload.equals(BIG_SCRIPT_GZ)).toBe(true)
    const plain = await get('/assets/big-4d5e6f.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    expect(plain.body).toBe(BIG_SCRIPT)
  })

  it('still answers a file the build left no copy of (too small to gain), compressed on the fly', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)')
  })
})

describe('source maps', () => {
  it('are not served, nor named in a header, unless SERVE_SOURCE_MAPS is on', async () => {
    for (const url of ['/assets/big-4d5e6f.js.map', '/assets/big-4d5e6f.js%2Emap', '/assets/big-4d5e6f.js.map?v=1']) {
      const map = await bff.inject({ url, headers: { 'accept-encoding': 'identity' } })
      expect(map.statusCode, url).toBe(404)
      expect(map.body, url).not.toContain('mappings')
    }
    for (const encoding of ['br', 'gzip', 'identity']) {
      const script = await bff.inject({ url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': encoding } })
      expect(script.statusCode).toBe(200)
      expect(script.headers.sourcemap, encoding).toBeUndefined()
    }
  })

  it('with SERVE_SOURCE_MAPS=on are served, and each script names its map in a SourceMap header', async () => {
    const debug = await startBff({
      UPSTREAM_URL: 'http://127.0.0.1:9',
      WEB_DIST: webDist,
      SHED_MAX_EVENT_LOOP_DELAY_MS: 0,
      SERVE_SOURCE_MAPS: 'on',
    })
    try {
      const map = await debug.inject({ url: '/assets/big-4d5e6f.js.map', headers: { 'accept-encoding': 'identity' } })
      expect(map.statusCode).toBe(200)
      expect(map.body).toBe(SOURCE_MAP)
      for (const encoding of ['br', 'gzip', 'identity']) {
        const script = await debug.inject({ url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': encoding } })
        expect(script.headers.sourcemap, encoding).toBe('big-4d5e6f.js.map')
      }
    } finally {
      await debug.close()
    }
  })
})

describe("a page's own chunks, preloaded from index.html", () => {
  const HEAD_INDEX = '<!doctype html><html><head><title>高考</title></head><body></body></html>'
  const CHUNKS = {
    entry: { js: ['assets/index-1.js'], css: [] },
    routes: [
      {
        path: '/college/$id',
        js: ['assets/_id-abc.js', 'assets/table-def.js'],
        css: ['assets/_id-abc.css'],
        splitChunks: 1,
      },
      { path: '/jobLibrary/search', js: ['assets/search-123.js'], css: [], splitChunks: 1 },
      { path: '/jobLibrary/$id', js: ['assets/_id-job.js'], css: [], splitChunks: 1 },
    ],
  }
  // Scripts and styles only: the page's data preload is the next describe's.
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)"[^>]*href="([^"]+)"/g)].map((m) => m[1])

  beforeAll(() => {
    writeFileSync(join(webDist, 'index.html'), HEAD_INDEX)
    mkdirSync(join(webDist, '.vite'), { recursive: true })
    writeFileSync(join(webDist, '.vite', 'route-chunks.json'), JSON.stringify(CHUNKS))
  })
  afterAll(() => {
    writeFileSync(join(webDist, 'index.html'), INDEX)
    rmSync(join(webDist, '.vite'), { recursive: true, force: true })
  })

  it('names the chunks of the page the URL shows in the head, scripts as modulepreload and styles as preload', async () => {
    const res = await bff.inject({ url: '/college/10001?tab=plans', headers: { 'accept-encoding': 'identity' } })
    expect(preloads(res.body)).toEqual(['/assets/_id-abc.js', '/assets/table-def.js', '/assets/_id-abc.css'])
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/_id-abc.js">')
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/_id-abc.css">')
    expect(res.body.indexOf('_id-abc.js')).toBeLessThan(res.body.indexOf('</head>'))
  })

  it('picks the page the router would: a static segment before a parameter', async () => {
    expect(preloads((await bff.inject('/jobLibrary/search')).body)).toEqual(['/assets/search-123.js'])
    expect(preloads((await bff.inject('/jobLibrary/301')).body)).toEqual(['/assets/_id-job.js'])
  })

  it('adds nothing for a path that is no page, or when the build left no chunk list', async () => {
    expect((await bff.inject('/no-such-page')).body).toBe(HEAD_INDEX)
    rmSync(join(webDist, '.vite'), { recursive: true, force: true })
    expect((await bff.inject('/college')).body).toBe(HEAD_INDEX)
  })
})

describe("a page's first data request, preloaded from index.html", () => {
  const HEAD_INDEX = '<!doctype html><html><head><title>高考</title></head><body></body></html>'
  const fetchPreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1])
  const province = (name: string) => ({ cookie: `token=abc; gb-web-province=${encodeURIComponent(name)}` })

  beforeAll(() => writeFileSync(join(webDist, 'index.html'), HEAD_INDEX))
  afterAll(() => writeFileSync(join(webDist, 'index.html'), INDEX))

  it('names the home payload a first visit asks for, and the one in the province the cookie carries', async () => {
    expect(fetchPreloads((await bff.inject('/')).body)).toEqual(['/bff/pages/home'])
    const inJiangsu = await bff.inject({ url: '/', headers: province('江苏') })
    expect(fetchPreloads(inJiangsu.body)).toEqual([`/bff/pages/home?province=${encodeURIComponent('江苏')}`])
  })

  it("names a major's and a job's detail payload by the id in the path, and nothing for an id that is a 404", async () => {
    expect(fetchPreloads((await bff.inject('/major/80901')).body)).toEqual(['/bff/pages/majorDetail?id=80901'])
    expect(fetchPreloads((await bff.inject('/jobLibrary/12?tab=x')).body)).toEqual(['/bff/pages/jobDetail?id=12'])
    expect(fetchPreloads((await bff.inject('/major/0')).body)).toEqual([])
    expect(fetchPreloads((await bff.inject('/jobLibrary/search')).body)).toEqual([])
    expect(fetchPreloads((await bff.inject('/college')).body)).toEqual([])
    // A college's page: the college alone for a first visit; with a province the page also needs the track.
    expect(fetchPreloads((await bff.inject('/college/10001')).body)).toEqual(['/bff/pages/collegeBasics?id=10001'])
    expect(fetchPreloads((await bff.inject({ url: '/college/10001', headers: province('江苏') })).body)).toEqual([])
  })

  it('names the unfiltered /choice payload when a session cookie came, and nothing without one or with filters', async () => {
    const session = { cookie: 'token=session-token-0123456789' }
    expect(fetchPreloads((await bff.inject({ url: '/choice', headers: session })).body)).toEqual(['/bff/pages/choice'])
    expect(fetchPreloads((await bff.inject('/choice')).body)).toEqual([])
    const filtered = await bff.inject({ url: '/choice?keyword=%E5%8D%97', headers: session })
    expect(fetchPreloads(filtered.body)).toEqual([])
  })

  it('ignores a province cookie that is no province name, so nothing from it reaches the page', async () => {
    for (const bad of ['"><script>alert(1)</script>', 'Jiangsu', '江'.repeat(20)]) {
      const res = await bff.inject({ url: '/', headers: province(bad) })
      expect(fetchPreloads(res.body), bad).toEqual(['/bff/pages/home'])
      expect(res.body).not.toContain('<script>')
    }
  })
})
