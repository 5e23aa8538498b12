import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBff } from '../helpers.js'

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url))
const ASSETS = join(WEB_DIST, 'assets')

/** The real web build (npm run build), as the bff serves it by default. */
describe('the built SPA names and serves no source map by default', () => {
  let bff: FastifyInstance
  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('build the web first: npm run build')
    bff = await startBff({ UPSTREAM_URL: 'http://127.0.0.1:9', WEB_DIST, SHED_MAX_EVENT_LOOP_DELAY_MS: 0 })
  })
  afterAll(async () => bff?.close())

  it('no script of the build points at a map (web/vite.config.ts: sourcemap hidden)', () => {
    const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    const naming = scripts.filter((name) => readFileSync(join(ASSETS, name), 'utf8').includes('sourceMappingURL'))
    expect(naming).toEqual([])
  })

  it("the page's entry script is served without a SourceMap header, and its map is a 404", async () => {
    const page = await bff.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1]
    expect(entry).toBeDefined()
    const script = await bff.inject({ url: String(entry), headers: { 'accept-encoding': 'br' } })
    expect(script.statusCode).toBe(200)
    expect(script.headers.sourcemap).toBeUndefined()
    const map = await bff.inject({ url: `${entry}.map`, headers: { 'accept-encoding': 'identity' } })
    expect(map.statusCode).toBe(404)
  })
})
