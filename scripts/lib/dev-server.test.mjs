import { describe, expect, it } from 'vitest'
import { DEFAULT_DEV_PORT, devPort } from './dev-server.mjs'

describe('DEV_PORT', () => {
  it('moves the dev page, and is 5173 when unset or empty', () => {
    expect(devPort({ DEV_PORT: '5200' })).toBe(5200)
    expect(devPort({})).toBe(DEFAULT_DEV_PORT)
    expect(devPort({ DEV_PORT: '' })).toBe(5173)
  })

  it.each(['0', '65536', 'abc', '51 73', '5173.5', '-1'])('refuses %j, naming the variable', (given) => {
    expect(() => devPort({ DEV_PORT: given })).toThrow('DEV_PORT must be a port number from 1 to 65535')
  })
})
