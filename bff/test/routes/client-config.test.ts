import { createHash } from 'node:crypto'
import { CLIENT_CONFIG_PATH, ClientConfig, SuccessEnvelope } from '@gaokao/contracts'
import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.js'
import { closedPort, startBff } from '../helpers.js'

async function clientConfig(overrides: Parameters<typeof startBff>[0]) {
  const bff = await startBff({ UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`, ...overrides })
  const res = await bff.inject(CLIENT_CONFIG_PATH)
  await bff.close()
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  const body = res.json()
  expect(Value.Check(SuccessEnvelope(ClientConfig), body)).toBe(true)
  return body.data as ClientConfig
}

describe('/bff/clientConfig: the development gate setting', () => {
  it('is off by default, with no devUser digest', async () => {
    expect(loadConfig({}).ANTI_DEBUG).toBe('off')
    expect(await clientConfig({})).toEqual({ antiDebug: false, devUserDigest: null })
  })

  it('carries ANTI_DEBUG=on and the salted md5 of DEV_USER, never the value itself', async () => {
    const data = await clientConfig({ ANTI_DEBUG: 'on', DEV_USER: 'tester-42' })
    expect(data.antiDebug).toBe(true)
    expect(data.devUserDigest).toBe(createHash('md5').update('gaokao-dev-user:tester-42').digest('hex'))
    expect(JSON.stringify(data)).not.toContain('tester-42')
  })

  it('refuses any other ANTI_DEBUG value at boot', () => {
    expect(() => loadConfig({ ANTI_DEBUG: 'yes' })).toThrow(/ANTI_DEBUG/)
  })
})
