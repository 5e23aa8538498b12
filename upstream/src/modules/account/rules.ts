import { CODE_RESEND_SECONDS, TOKEN_MAX_AGE_SECONDS } from '@gaokao/contracts'
import { MINUTE_MS } from '../../lib/clock.js'

/** The account rules (codes, sessions, lockouts), in one place. */
export const ACCOUNT_RULES = {
  codeLength: 6,
  codeValidMs: 5 * MINUTE_MS,
  codeMaxWrongTries: 5,
  codeResendMs: CODE_RESEND_SECONDS * 1000,
  codesPerPhonePerDay: 10,
  tokenValidMs: TOKEN_MAX_AGE_SECONDS * 1000,
  passwordMaxFailures: 5,
  passwordLockMs: 15 * MINUTE_MS,
} as const
