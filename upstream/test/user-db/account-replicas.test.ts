import { createHash } from 'node:crypto'
import {
  ACCOUNT_TEXT,
  getUserInfo,
  loginByPassWord,
  loginVerifyCode,
  REFUSAL_CODE,
  sendVerifyCode,
  userRegistration,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/modules/account/demo-accounts.js'
import { ACCOUNT_RULES } from '../../src/modules/account/rules.js'
import { useReplicas } from '../helpers.js'
import { type Answer, callContract } from '../support/contract-call.js'

/**
 * The account limits across two upstream replicas on one PostgreSQL
 * (docs/user-store.md): each burst is split over both, so only the database
 * (one atomic statement, or a lock taken before a count) can hold the limit.
 * Demo mode, so a sent code comes back in the answer.
 */
const replicas = useReplicas(2, { DEMO_MODE: 'on' })

const md5 = (s: string) => createHash('md5').update(s).digest('hex')

function both(): [FastifyInstance, FastifyInstance] {
  const [a, b] = replicas()
  if (!a || !b) throw new Error('two replicas')
  return [a, b]
}

/** Sends the i-th request of a burst to replica i mod 2, all at once. */
function burst(count: number, send: (app: FastifyInstance, i: number) => Promise<Answer>): Promise<Answer[]> {
  const [a, b] = both()
  return Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 === 0 ? a : b, i)))
}

/** The answers counted by status, code and message. */
function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { status, code, msg } of answers) {
    const key = `${status} ${code} ${code === 0 ? '' : msg}`.trim()
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

async function demoCode(app: FastifyInstance, phone: string): Promise<string> {
  const sent = await callContract(app, sendVerifyCode, { phone, isSignIn: '1' })
  expect(sent.code).toBe(0)
  return sent.data.demoCode
}

async function usersWithPhone(phone: string): Promise<number> {
  const [a] = both()
  const { n } = await a.userDb
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow()
  return Number(n)
}

const codeMissing = `200 ${REFUSAL_CODE.codeMissing} ${ACCOUNT_TEXT.codeMissing}`

describe('accounts on two replicas at once', () => {
  it('a token issued by one replica is good on the other', async () => {
    const [a, b] = both()
    const phone = '13900007001'
    const login = await callContract(a, loginVerifyCode, { phone, verifyCode: await demoCode(a, phone) })
    const info = await callContract(b, getUserInfo, {}, login.data.token)
    expect(info).toMatchObject({ code: 0, data: { phone } })
  })

  it(`a burst of wrong passwords checks exactly ${ACCOUNT_RULES.passwordMaxFailures} and locks the phone`, async () => {
    const [a] = both()
    const phone = '13900007002'
    const code = await demoCode(a, phone)
    expect((await callContract(a, userRegistration, { phone, verifyCode: code, passWord: md5('right') })).code).toBe(0)
    const answers = await burst(40, (app) => callContract(app, loginByPassWord, { phone, passWord: md5('wrong') }))
    expect(tally(answers)).toEqual({
      [`200 ${REFUSAL_CODE.loginFailed} ${ACCOUNT_TEXT.loginFailed}`]: ACCOUNT_RULES.passwordMaxFailures,
      [`200 ${REFUSAL_CODE.loginLocked} ${ACCOUNT_TEXT.loginLocked(15)}`]: 40 - ACCOUNT_RULES.passwordMaxFailures,
    })
    const right = await burst(4, (app) => callContract(app, loginByPassWord, { phone, passWord: md5('right') }))
    expect(right.map((r) => r.code)).toEqual(Array(4).fill(REFUSAL_CODE.loginLocked))
  })

  it('a code sent to both replicas at once logs in once', async () => {
    const [a] = both()
    const phone = '13900007003'
    const code = await demoCode(a, phone)
    const answers = await burst(10, (app) => callContract(app, loginVerifyCode, { phone, verifyCode: code }))
    expect(tally(answers)).toEqual({ '200 0': 1, [codeMissing]: 9 })
    expect(await usersWithPhone(phone)).toBe(1)
  })

  it('one phone registered on both replicas at once makes one user', async () => {
    const [a] = both()
    const phone = '13900007004'
    const code = await demoCode(a, phone)
    const answers = await burst(10, (app, i) =>
      callContract(app, userRegistration, { phone, verifyCode: code, passWord: md5(`pass-${i}`) }),
    )
    // The others find the code used, or (checked before it was used, looking after the user was made) the phone
    // registered: either way no second user and no second token.
    const { '200 0': ok, ...refused } = tally(answers)
    expect(ok).toBe(1)
    const registered = `200 ${REFUSAL_CODE.phoneRegistered} ${ACCOUNT_TEXT.phoneRegistered}`
    expect(Object.keys(refused).every((key) => key === codeMissing || key === registered)).toBe(true)
    expect(await usersWithPhone(phone)).toBe(1)
  })

  it('a burst of sends to one phone sends one code; the rest wait their 60 s', async () => {
    const answers = await burst(10, (app) => callContract(app, sendVerifyCode, { phone: '13900007005', isSignIn: '' }))
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1)
    const tooSoon = answers.filter(
      (answer) => answer.status === 429 && /^验证码发送过于频繁，请\d+秒后再试$/.test(answer.msg),
    )
    expect(tooSoon).toHaveLength(9)
  })

  it(`a burst of wrong codes is checked ${ACCOUNT_RULES.codeMaxWrongTries} times, then the code is given up`, async () => {
    const [a] = both()
    const phone = '13900007006'
    const code = await demoCode(a, phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = await burst(12, (app) => callContract(app, loginVerifyCode, { phone, verifyCode: wrong }))
    expect(tally(answers)).toEqual({
      [`200 ${REFUSAL_CODE.codeWrong} ${ACCOUNT_TEXT.codeWrong}`]: ACCOUNT_RULES.codeMaxWrongTries,
      [`200 ${REFUSAL_CODE.codeTooManyTries} ${ACCOUNT_TEXT.codeTooManyTries}`]: 12 - ACCOUNT_RULES.codeMaxWrongTries,
    })
    const right = await callContract(a, loginVerifyCode, { phone, verifyCode: code })
    expect(right.code).toBe(REFUSAL_CODE.codeTooManyTries)
  })

  it('demo seeding meets another replica inserting the same student: no error, one row', async () => {
    const [a, b] = both()
    const phones = DEMO_ACCOUNTS.map((account) => account.phone)
    await a.userDb.deleteFrom('users').where('phone', 'in', phones).execute()
    let seeding: Promise<PromiseSettledResult<void>[]> | undefined
    // Another replica's insert of the first student, not yet committed while both replicas seed: their reads see
    // no student, and their inserts wait on the phone's unique key until it commits.
    await a.userDb.transaction().execute(async (tx) => {
      const now = a.now()
      await tx
        .insertInto('users')
        .values({ phone: phones[0] ?? '', password_hash: null, created_at: now, updated_at: now })
        .execute()
      seeding = Promise.allSettled([a, b].map((app) => seedDemoAccounts(app.userDb, app.now, app.ranks)))
      // Counted outside the transaction: its own statements would see one snapshot of the server's activity.
      const waiting = sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks l
        JOIN pg_stat_activity s ON s.pid = l.pid WHERE NOT l.granted AND s.datname = current_database()`
      await expect.poll(async () => (await waiting.execute(a.userDb)).rows[0]?.n, { timeout: 20_000 }).toBe(2)
    })
    expect((await seeding)?.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
    const seeded = await a.userDb.selectFrom('users').select(['phone', 'sf']).where('phone', 'in', phones).execute()
    expect(seeded.sort((x, y) => x.phone.localeCompare(y.phone))).toEqual([
      { phone: phones[0], sf: '0' },
      { phone: phones[1], sf: '1' },
    ])
  })
})
