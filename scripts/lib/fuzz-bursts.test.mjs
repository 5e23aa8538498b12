import { apiPath, CLIENT_HEADER, CLIENT_HEADER_VALUE, loginByPassWord } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { DEMO_MEMBER, DEMO_PASSWORD_MD5, loginBurstRequests } from './fuzz-bursts.mjs'
import { createRng } from './fuzz-prng.mjs'

describe('the login burst', () => {
  it('is n password logins for one phone, each with a different wrong password', () => {
    const burst = loginBurstRequests(createRng(1), 'bff', DEMO_MEMBER, 100)
    expect(burst).toHaveLength(100)
    const bodies = burst.map((r) => JSON.parse(r.body))
    expect(new Set(bodies.map((b) => b.phone))).toEqual(new Set([DEMO_MEMBER]))
    const guesses = new Set(bodies.map((b) => b.passWord))
    expect(guesses.size).toBe(100)
    expect(guesses.has(DEMO_PASSWORD_MD5)).toBe(false)
    for (const r of burst) {
      expect(r.path).toBe(apiPath(loginByPassWord))
      expect(r.headers[CLIENT_HEADER]).toBe(CLIENT_HEADER_VALUE)
    }
  })

  it('uses the MD5 of the README’s demo password, as the SPA sends it', () => {
    expect(DEMO_PASSWORD_MD5).toBe('6e9bece1914809fb8493146417e722f6')
  })
})
