import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ConfigError } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.js'

/**
 * Every variable of README's bff table refuses a bad value at boot with one
 * line naming it and what it allows (docs/configuration.md). The table is
 * read from the README, so a variable documented there without a case here
 * fails the last test.
 */
const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8')

/** The backticked names in the first column of the table under a heading. */
function tableVariables(heading: string): string[] {
  const section = README.slice(README.indexOf(heading)).split('\n').slice(1)
  const rows = section
    .slice(section.findIndex((l) => l.startsWith('|')))
    .filter((_, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('|')))
  return rows.slice(2).flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1] ?? ''))
}

/** A bad value for each variable, and words its message must hold. */
const BAD: Record<string, [value: string, allowed: RegExp]> = {
  HOST: ['http://0.0.0.0', /an IP address or a host name/],
  PORT: ['70000', /an integer from 0 to 65535/],
  UPSTREAM_URL: ['http://127.0.0.1:3100/api/v1', /an http:\/\/ or https:\/\/ origin without a path/],
  UPSTREAM_TIMEOUT_MS: ['20s', /an integer of at least 1/],
  UPSTREAM_CONNECTIONS: ['many', /an integer of at least 1/],
  TRUST_PROXY: ['garbage', /IP addresses or CIDRs .*loopback, linklocal, uniquelocal/],
  ALLOWED_ORIGINS: ['example.com', /origins with their scheme/],
  KEEP_ALIVE_TIMEOUT_MS: ['500', /an integer of at least 1000/],
  SHUTDOWN_TIMEOUT_MS: ['-1', /an integer of at least 0/],
  BODY_LIMIT_BYTES: ['1mb', /an integer of at least 1024/],
  CACHE_MAX_ENTRIES: ['0', /an integer of at least 1/],
  CACHE_MAX_BYTES: ['10', /an integer of at least 1024/],
  CACHE_TTL_JITTER: ['0.9', /a number from 0 to 0.5/],
  SHED_MAX_EVENT_LOOP_DELAY_MS: ['-5', /an integer of at least 0/],
  SHED_MAX_HEAP_BYTES: ['1.5', /an integer of at least 0/],
  SHED_MAX_RSS_BYTES: ['lots', /an integer of at least 0/],
  SHED_MAX_EVENT_LOOP_UTILIZATION: ['2', /a number from 0 to 1/],
  SHED_SAMPLE_INTERVAL_MS: ['10', /an integer of at least 100/],
  WEB_DIST: ['/nonexistent/web/dist', /a folder holding the built SPA/],
  CODE_SENDS_PER_ADDRESS_PER_HOUR: ['0', /an integer of at least 1/],
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: ['1.5', /an integer of at least 1/],
  REDIS_URL: ['http://127.0.0.1:6379', /a redis:\/\/ or rediss:\/\/ URL with a host/],
  SERVE_SOURCE_MAPS: ['true', /one of on, off/],
  ANTI_DEBUG: ['yes', /one of on, off/],
  DEV_USER: ['x'.repeat(201), /at most 200 characters/],
  LOG_LEVEL: ['verbose', /one of fatal, error, warn, info, debug, trace, silent/],
  NODE_ENV: ['PRODUCTION', /one of development, test, production/],
  UPSTREAM_MODE: ['playback', /one of live, record, replay/],
  CASSETTE_DIR: ['', /needs CASSETTE_DIR/],
  CASSETTE_NAME: ['../etc/passwd', /a file name/],
  CASSETTE_LATENCY: ['fast', /one of recorded, none/],
  CASSETTE_VOLATILE_FIELDS: ['_t;timestamp', /comma-separated field names/],
}
/** What a variable needs beside it for its check to apply. */
const WITH: Record<string, Record<string, string>> = { CASSETTE_DIR: { UPSTREAM_MODE: 'record' } }

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(env)}`)
}

describe('a bad value of each bff variable', () => {
  it.each(Object.entries(BAD))('%s is refused in one line naming it and what it allows', (name, [value, allowed]) => {
    const message = refusal({ ...WITH[name], [name]: value })
    expect(message).toContain(name)
    expect(message).toMatch(allowed)
    expect(message).not.toContain('\n')
  })

  it('names every bad variable of a boot at once, in one line', () => {
    const message = refusal({ TRUST_PROXY: 'garbage', NODE_ENV: 'prod', PORT: 'x' })
    expect(message).toMatch(/^Invalid configuration: PORT must .*; TRUST_PROXY must .*; NODE_ENV must /)
    expect(message).not.toContain('\n')
  })

  it('does not repeat the value, which may be a secret', () => {
    expect(refusal({ DEV_USER: `secret-${'x'.repeat(200)}` })).not.toContain('secret-')
  })

  it('refuses the QA modes under NODE_ENV=production, and PRODUCTION is no way around it', () => {
    expect(refusal({ NODE_ENV: 'production', UPSTREAM_MODE: 'replay', CASSETTE_DIR: '/tmp' })).toMatch(
      /UPSTREAM_MODE=replay .*refused in production/,
    )
    expect(refusal({ NODE_ENV: 'PRODUCTION', UPSTREAM_MODE: 'replay', CASSETTE_DIR: '/tmp' })).toMatch(/NODE_ENV must/)
  })

  it('covers every variable of the README table', () => {
    const documented = tableVariables('### Environment variables')
    expect(documented).toContain('TRUST_PROXY')
    expect(documented.filter((name) => !(name in BAD))).toEqual([])
  })
})

describe('good values', () => {
  it('are accepted in the forms the README shows', () => {
    const config = loadConfig({
      HOST: '::',
      TRUST_PROXY: '10.0.0.0/8, loopback, 192.168.1.10, fd00::/8, uniquelocal',
      ALLOWED_ORIGINS: 'https://www.example.cn, https://M.example.cn/, http://localhost:5173',
      UPSTREAM_URL: 'https://api.internal.example',
      CASSETTE_VOLATILE_FIELDS: '_t, _, timestamp, nonce',
      NODE_ENV: 'production',
    })
    expect(config.TRUST_PROXY).toContain('loopback')
    for (const host of ['0.0.0.0', '127.0.0.1', 'localhost', 'bff.internal', '::1'])
      expect(loadConfig({ HOST: host }).HOST).toBe(host)
    for (const mode of ['development', 'test', 'production']) expect(loadConfig({ NODE_ENV: mode }).NODE_ENV).toBe(mode)
  })

  it('refuses origins a browser never sends: a path, a default port, another scheme', () => {
    for (const origin of ['https://www.example.cn/app', 'https://www.example.cn:443', 'ftp://example.cn', '*'])
      expect(refusal({ ALLOWED_ORIGINS: origin })).toContain('ALLOWED_ORIGINS')
  })

  it('refuses proxy entries proxy-addr would throw on', () => {
    for (const entry of ['10.0.0.0/33', '::1/129', '1', 'true', '10.0.0.256'])
      expect(refusal({ TRUST_PROXY: entry })).toContain('TRUST_PROXY')
  })
})
