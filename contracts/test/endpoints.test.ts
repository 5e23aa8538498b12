import { describe, expect, it } from 'vitest'
import { ALL_ENDPOINTS, SESSION_ISSUING_PATHS } from '../src/endpoints.js'

describe('the endpoint registry', () => {
  it('holds every call once, each path under a known group', () => {
    const paths = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`)
    expect(new Set(paths).size).toBe(paths.length)
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(10)
    for (const e of ALL_ENDPOINTS) expect(e.path).toMatch(/^\/(web|pay|intelligence|userAuthority|expert)\//)
  })

  it('marks exactly the login and registration calls as issuing a session', () => {
    expect([...SESSION_ISSUING_PATHS].sort()).toEqual([
      '/web/loginByPassWord',
      '/web/loginVerifyCode',
      '/web/userRegistration',
    ])
  })

  it('never lets a call that needs a user be cached publicly', () => {
    for (const e of ALL_ENDPOINTS.filter((x) => x.auth === 'user')) expect(e.cache.kind).toBe('none')
  })

  it('keeps GET for public reads: no GET call needs a user or touches the session (no state changes through GET)', () => {
    const reads = ALL_ENDPOINTS.filter((e) => e.method === 'GET')
    expect(reads.length).toBeGreaterThan(0)
    for (const e of reads)
      expect({ path: e.path, auth: e.auth, session: e.session }).toEqual({
        path: e.path,
        auth: 'none',
        session: undefined,
      })
  })
})
