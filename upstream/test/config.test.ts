import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError } from '@gaokao/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.js'

/**
 * Every variable of README's upstream table refuses a bad value at boot with
 * one line naming it (the name the operator used: UPSTREAM_PORT or PORT)
 * and what it allows (docs/configuration.md). The table is read from the
 * README, so a variable documented without a case here fails the last test.
 */
const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8')
const scratch = mkdtempSync(join(tmpdir(), 'gaokao-upstream-config-'))
const aFile = join(scratch, 'a-file')
writeFileSync(aFile, '')
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The backticked names in the first column of the table under a heading. */
function tableVariables(heading: string): string[] {
  const lines = README.slice(README.indexOf(heading)).split('\n').slice(1)
  const start = lines.findIndex((l) => l.startsWith('|'))
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'))
  return lines
    .slice(start + 2, end)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1] ?? ''))
}

const BAD: Record<string, [value: string, allowed: RegExp]> = {
  UPSTREAM_PORT: ['31OO', /an integer from 0 to 65535/],
  PORT: ['-1', /an integer from 0 to 65535/],
  UPSTREAM_HOST: ['127.0.0.1:3100', /an IP address or a host name/],
  HOST: ['local host', /an IP address or a host name/],
  DATA_DIR: [join(aFile, 'data'), /a folder this process can write to/],
  DATABASE_URL: ['mysql://db:3306/gaokao', /a postgres:\/\/ or postgresql:\/\/ URL with a host and a database/],
  DEMO_MODE: ['yes', /one of on, off/],
  PAY_SANDBOX_SECRET: ['short', /at least 16 characters/],
  SERVICE_HOTLINE: ['call us', /a phone number/],
  SERVICE_OPERATOR: ['某某公司\n第二行', /a name on one line, at most 100 characters/],
  LOG_LEVEL: ['loud', /one of fatal, error, warn, info, debug, trace, silent/],
  NODE_ENV: ['PRODUCTION', /one of development, test, production/],
}

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(env)}`)
}

describe('a bad value of each upstream variable', () => {
  it.each(Object.entries(BAD))('%s is refused in one line naming it and what it allows', (name, [value, allowed]) => {
    const message = refusal({ [name]: value })
    expect(message).toMatch(new RegExp(`\\b${name} must be`))
    expect(message).toMatch(allowed)
    expect(message).not.toContain('\n')
    expect(message).not.toContain(value)
  })

  it('names the variable the value came from when both spellings are set', () => {
    expect(refusal({ UPSTREAM_PORT: 'x', PORT: '3000' })).toMatch(/UPSTREAM_PORT must be/)
    expect(refusal({ UPSTREAM_PORT: 'x', PORT: '3000' })).not.toMatch(/\bPORT must be/)
    expect(loadConfig({ UPSTREAM_PORT: '3200', PORT: 'ignored' }).PORT).toBe(3200)
  })

  it('covers every variable of the README table', () => {
    const documented = tableVariables('### upstream (the reference implementation)')
    expect(documented).toContain('DATA_DIR')
    expect(documented.filter((name) => !(name in BAD))).toEqual([])
  })
})

describe('good values', () => {
  it('are accepted', () => {
    const config = loadConfig({
      UPSTREAM_HOST: '::1',
      DATA_DIR: join(scratch, 'not-yet', 'data'),
      PAY_SANDBOX_SECRET: 'a-sandbox-key-of-32-characters!!',
      SERVICE_HOTLINE: ' 400-820-1234转5 ',
      SERVICE_OPERATOR: '某某教育科技有限公司',
      NODE_ENV: 'production',
    })
    expect(config.HOST).toBe('::1')
    expect(config.NODE_ENV).toBe('production')
    expect(loadConfig({}).DATA_DIR).toBe('.data')
  })
})
