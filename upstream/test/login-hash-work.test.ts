import * as crypto from 'node:crypto'
import { apiPath, loginByPassWord, loginVerifyCode, REFUSAL_CODE, sendVerifyCode } from '@gaokao/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useUpstream } from './helpers.js'

/**
 * Every password login costs one scrypt, whatever the phone: an answer that
 * came back without hashing would tell, by its speed, that the phone is
 * registered (docs/account-enumeration.md). Counted, not timed: timings on a
 * shared machine prove nothing.
 */

const hashes = vi.hoisted(() => ({ count: 0 }))
// A plain wrapper, not vi.fn(): util.promisify looks for a custom form on the function, which a mock answers.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  const scrypt = (...args: Parameters<typeof actual.scrypt>) => {
    hashes.count += 1
    return actual.scrypt(...args)
  }
  return { ...actual, scrypt }
})

const app = useUpstream({ DEMO_MODE: 'on' })
const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex')

async function post(path: string, body: object) {
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
  return (await app().inject({ method: 'POST', url: path, payload: body })).json() as { code: number; data: any }
}

beforeEach(() => {
  hashes.count = 0
})

describe('the hashing a wrong password login costs', () => {
  it.each([
    ['an unknown phone', async () => '13500000001'],
    ['a phone with a password', async () => '13800000002'],
    [
      'a phone registered by code login, without a password',
      async () => {
        const phone = '13500000002'
        const sent = await post(apiPath(sendVerifyCode), { phone })
        expect((await post(apiPath(loginVerifyCode), { phone, verifyCode: sent.data.demoCode })).code).toBe(0)
        return phone
      },
    ],
  ])('is one scrypt for %s', async (_, phoneOf) => {
    const phone = await phoneOf()
    hashes.count = 0
    const res = await post(apiPath(loginByPassWord), { phone, passWord: md5('not-it') })
    expect(res.code).toBe(REFUSAL_CODE.loginFailed)
    expect(hashes.count).toBe(1)
  })
})
