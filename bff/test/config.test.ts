import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildBff } from '../src/build.js'
import { loadConfig } from '../src/config.js'
import { testConfig } from './helpers.js'

describe('configuration', () => {
  it.each(['record', 'replay'])('refuses UPSTREAM_MODE=%s in production', (mode) => {
    expect(() => loadConfig({ NODE_ENV: 'production', UPSTREAM_MODE: mode, CASSETTE_DIR: '/tmp' })).toThrow(
      /refused in production/,
    )
  })

  it('refuses it at build time too, whatever built the config', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gaokao-cfg-'))
    const config = testConfig({ NODE_ENV: 'production', UPSTREAM_MODE: 'record', CASSETTE_DIR: dir })
    await expect(buildBff(config)).rejects.toThrow(/refused in production/)
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves the API only when WEB_DIST is set empty, and the built SPA when it is unset', () => {
    expect(loadConfig({ WEB_DIST: '' }).WEB_DIST).toBe('')
    expect(loadConfig({}).WEB_DIST).toMatch(/web[/\\]dist$/)
  })

  it('needs CASSETTE_DIR to record or replay', () => {
    expect(() => loadConfig({ UPSTREAM_MODE: 'record' })).toThrow(/needs CASSETTE_DIR/)
  })

  it('refuses a cassette name that could leave CASSETTE_DIR', () => {
    expect(() => loadConfig({ UPSTREAM_MODE: 'replay', CASSETTE_DIR: '/tmp', CASSETTE_NAME: '../etc/x' })).toThrow(
      /CASSETTE_NAME/,
    )
  })

  it('defaults: live, same-origin only, keep-alive beyond a 60 s gateway, a bounded cache, a 20 s upstream timeout', () => {
    const config = loadConfig({})
    expect(config.UPSTREAM_MODE).toBe('live')
    // The spec's figure, written out: REQUEST_TIMEOUT_MS changing would move it silently.
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(20_000)
    expect(config.ALLOWED_ORIGINS).toBe('')
    expect(config.TRUST_PROXY).toBe('')
    expect(config.KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
    expect(config.CACHE_MAX_ENTRIES).toBeGreaterThan(0)
  })
})
