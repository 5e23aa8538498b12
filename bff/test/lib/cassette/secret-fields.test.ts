import { ALL_ENDPOINTS, PASSWORD_MD5_PATTERN } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { matchKey } from '../../../src/lib/cassette/match-key.js'
import { scrubText } from '../../../src/lib/cassette/scrub.js'
import { isSecretField, SCRUBBED } from '../../../src/lib/cassette/secret-fields.js'

/** Every property name in a contract schema whose field carries a password: by its rule or by its name. */
function passwordFields(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) passwordFields(s, found)
  else if (typeof schema === 'object' && schema !== null) {
    const properties = (schema as { properties?: Record<string, { pattern?: string }> }).properties
    for (const [name, field] of Object.entries(properties ?? {})) {
      if (field?.pattern === PASSWORD_MD5_PATTERN || /password|passwd|pwd/i.test(name)) found.add(name)
    }
    for (const value of Object.values(schema)) passwordFields(value, found)
  }
  return found
}

const MD5 = 'e10adc3949ba59abbe56e057f20f883e'
const volatile = new Set<string>()

describe('the secret fields of a cassette', () => {
  it('cover every password field of every call in the contracts', () => {
    const fields = passwordFields(ALL_ENDPOINTS.map((e) => [e.body, e.data]))
    // The contracts name it passWord today; the others are spellings captures from elsewhere use.
    expect([...fields]).toContain('passWord')
    for (const name of [...fields, 'password', 'newPassword', 'oldPassword', 'confirmPassword', 'pwd', 'newPwd'])
      expect(isSecretField(name), name).toBe(true)
    for (const name of ['phone', 'verifyCode', 'passed', 'examYearPassed', 'code'])
      expect(isSecretField(name), name).toBe(false)
  })

  it('are replaced in JSON and form bodies at any depth', () => {
    const removed: string[] = []
    const json = scrubText(
      JSON.stringify({ phone: '13800000001', passWord: MD5, nested: { newPassword: 'x', oldPassword: 'y' } }),
      'request.postData',
      removed,
    )
    expect(JSON.parse(json)).toEqual({
      phone: '138****0001',
      passWord: SCRUBBED,
      nested: { newPassword: SCRUBBED, oldPassword: SCRUBBED },
    })
    expect(removed).toEqual([
      'request.postData: passWord',
      'request.postData: nested.newPassword',
      'request.postData: nested.oldPassword',
      'request.postData: 1 phone number(s) masked',
    ])
    expect(scrubText(`phone=13800000001&pwd=${MD5}`, 'request.postData', [])).toBe('phone=138****0001&pwd=scrubbed')
  })

  it('key a call the same whatever password it sends, and the key holds none', () => {
    const login = (password: string) =>
      matchKey(
        'POST',
        '/api/v1/web/loginByPassWord',
        JSON.stringify({ phone: '13800000001', passWord: password }),
        volatile,
      )
    expect(login(MD5)).toBe(login('0'.repeat(32)))
    expect(login(MD5)).toBe('POST /api/v1/web/loginByPassWord {"passWord":"scrubbed","phone":"138****0001"}')
    expect(matchKey('GET', `/x?password=${MD5}&a=1`, undefined, volatile)).toBe('GET /x?a=1&password=scrubbed')
    expect(matchKey('POST', '/x', `a=1&password=${MD5}`, volatile)).toBe('POST /x a=1&password=scrubbed')
  })
})
