import {
  ACCOUNT_TEXT,
  examYearOptions,
  getUserInfo,
  loginByPassWord,
  loginVerifyCode,
  logout,
  REFUSAL_CODE,
  saveUserInfo,
  sendVerifyCode,
  updatePassWord,
  userRegistration,
} from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { Memberships } from '../membership/memberships.js'
import { candidateRank } from '../rank/candidate-rank.js'
import { VerificationCodes } from './codes.js'
import { PasswordLockout } from './lockout.js'
import { hashPassword, verifyPassword } from './passwords.js'
import { checkProfile } from './profile-rules.js'
import { loggingSmsSender } from './sms.js'
import { type UserRow, Users } from './users.js'

export interface AccountOptions {
  /** Demo mode answers the code itself instead of sending an SMS. */
  demoMode: boolean
}

/** Login, registration, password and the student profile (docs/spec-rules.md, Calls: Login and account, User). */
export default async function accountRoutes(app: FastifyInstance, { demoMode }: AccountOptions): Promise<void> {
  const users = new Users(app.userDb, app.db, app.now)
  const codes = new VerificationCodes(app.userDb, app.userDialect, app.now)
  const lockout = new PasswordLockout(app.userDb, app.now)
  const sms = loggingSmsSender(app.log)
  const memberships = new Memberships(app.userDb, app.now)
  /** The profile with the membership (docs/payments.md), so the web knows without another call. */
  const infoOf = async (row: UserRow) => ({ ...users.info(row), vip: await memberships.state(row.id) })

  const currentUser = async (request: FastifyRequest): Promise<UserRow> => {
    const row = request.userId === undefined ? undefined : await users.findById(request.userId)
    if (!row) throw ApiError.unauthorized(ACCOUNT_TEXT.sessionExpired)
    return row
  }

  // Every phone gets a code, registered or not, whatever isSignIn says: whether a phone is registered is told
  // only to whoever proves it with the code (docs/account-enumeration.md).
  implement(app, sendVerifyCode, async ({ body }) => {
    const { code, resendAfterSeconds } = await codes.issue(body.phone)
    if (demoMode) return { resendAfter: resendAfterSeconds, demoCode: code }
    await sms.sendCode(body.phone, code)
    return { resendAfter: resendAfterSeconds }
  })

  // The code first, so only the phone's owner learns it is registered; their code is left for 验证码登录.
  // Two registrations of one phone at once: one uses the code, and the unique phone makes one user.
  implement(app, userRegistration, async ({ body }) => {
    const registered = () => ApiError.refuse(REFUSAL_CODE.phoneRegistered, ACCOUNT_TEXT.phoneRegistered)
    const code = await codes.check(body.phone, body.verifyCode)
    if (await users.findByPhone(body.phone)) throw registered()
    await codes.use(code)
    const id = await users.create(body.phone, await hashPassword(body.passWord))
    if (id === undefined) throw registered()
    return { token: await app.sessions.issue(id) }
  })

  // An unregistered phone is registered by its first code login (docs/spec-rules.md, Screens), without a password until one is set.
  implement(app, loginVerifyCode, async ({ body }) => {
    await codes.consume(body.phone, body.verifyCode)
    return { token: await app.sessions.issue(await users.idOrRegister(body.phone)) }
  })

  implement(app, loginByPassWord, async ({ body }) => {
    // Counted before the hash, so a burst of guesses cannot all start before the first is counted.
    const attempt = await lockout.reserve(body.phone)
    const user = await users.findByPhone(body.phone)
    // An unknown phone, or one registered by code login without a password, costs the same hashing time, so
    // timing does not tell which phones exist.
    const matches = user?.password_hash
      ? await verifyPassword(body.passWord, user.password_hash)
      : await hashPassword(body.passWord).then(() => false)
    if (!user || !matches) throw ApiError.refuse(REFUSAL_CODE.loginFailed, ACCOUNT_TEXT.loginFailed)
    await lockout.succeed(body.phone, attempt)
    return { token: await app.sessions.issue(user.id) }
  })

  // A new password ends every session of the user: whoever knew the old one is logged out too. The code
  // first, as for registration; an unknown phone's code is left for registering.
  implement(app, updatePassWord, async ({ body }) => {
    const code = await codes.check(body.phone, body.verifyCode)
    const user = await users.findByPhone(body.phone)
    if (!user) throw ApiError.refuse(REFUSAL_CODE.phoneNotRegistered, ACCOUNT_TEXT.phoneNotRegistered)
    await codes.use(code)
    await users.setPassword(user.id, await hashPassword(body.passWord))
    await app.sessions.revokeAllOf(user.id)
    await lockout.reset(body.phone)
    return ACCOUNT_TEXT.passwordChangedData
  })

  implement(app, logout, async ({ request }) => {
    if (request.sessionToken) await app.sessions.revoke(request.sessionToken)
    return true
  })

  implement(app, getUserInfo, async ({ request }) => infoOf(await currentUser(request)))

  // The rank is computed here from the score-rank table; whatever the client sent as wc is ignored.
  implement(app, saveUserInfo, async ({ body, request }) => {
    const user = await currentUser(request)
    const profile = checkProfile(body, user, {
      examYears: examYearOptions(new Date(app.now())),
      regionExists: (code) => users.regionExists(code),
      isGaokaoProvince: (name) => app.ranks.modeOf(name) !== undefined,
    })
    const wc = candidateRank(app.ranks, profile.province, profile.xk, profile.score)
    await users.saveProfile(user.id, { ...profile, wc })
    return infoOf(await currentUser(request))
  })
}
