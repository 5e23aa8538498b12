import { loginByPassWord, loginVerifyCode } from '@gaokao/contracts'
import type { AddressLimiter } from './limits/address-limiter.js'

/** The logins that check a secret one could guess at: a password, a six-digit code. */
export const GUESSABLE_LOGIN_PATHS: ReadonlySet<string> = new Set([loginByPassWord.path, loginVerifyCode.path])

/**
 * Failed logins per client address per hour (docs/bff-login-limit.md). An
 * attempt is reserved before it is forwarded, so a parallel burst cannot
 * pass the limit while its answers are on their way, and given back when it
 * turns out not to be a wrong guess: a school's students behind one address
 * who log in correctly never use up each other's budget.
 */
export class LoginLimit {
  constructor(private readonly attempts: AddressLimiter) {}

  /**
   * Counts an attempt before it goes upstream; false when the address is over its limit.
   * Rejects with LimitStoreUnavailable when the shared store cannot be asked.
   */
  reserve(address: string): Promise<boolean> {
    return this.attempts.take(address)
  }

  /**
   * The upstream answered. The attempt stays counted unless the login
   * succeeded or the request was malformed (400: refused before any
   * credential was checked, so nothing was guessed).
   */
  async settle(address: string, answer: { status: number; loggedIn: boolean }): Promise<void> {
    if (answer.loggedIn || answer.status === 400) await this.attempts.refund(address)
  }

  /** No answer came (upstream down, timed out): the caller learnt nothing about the credentials. */
  unanswered(address: string): Promise<void> {
    return this.attempts.refund(address)
  }
}
