import { ERROR_CODE, ERROR_TEXT, errorEnvelope } from '@gaokao/contracts'
import { LimitStoreUnavailable } from './address-limiter.js'

/** What a limiter said about one request: go on, over the limit (429), or no word from the store (503). */
export type Admission = 'allowed' | 'over-limit' | 'store-down'

/** The limiter's answer as an admission; anything but the store being away stays an error (a bug, 500). */
export async function admission(take: Promise<boolean>): Promise<Admission> {
  try {
    return (await take) ? 'allowed' : 'over-limit'
  } catch (error) {
    if (error instanceof LimitStoreUnavailable) return 'store-down'
    throw error
  }
}

/**
 * The answer when the shared store cannot say whether an address is over its
 * limit: code sends and guessable logins fail closed, since letting them through
 * unlimited is what the limit is there to stop (docs/bff-limits-redis.md).
 */
export const STORE_DOWN_ENVELOPE = errorEnvelope(ERROR_CODE.unavailable, ERROR_TEXT.overloaded)
