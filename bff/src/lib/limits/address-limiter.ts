/**
 * A count per client address of something limited per window (code sends,
 * failed logins), kept in memory (lib/address-limit.ts, the default) or in
 * Redis shared by every bff replica (redis-limiter.ts; docs/bff-limits-redis.md).
 */
export interface AddressLimiter {
  /**
   * Records a use for the address; false when it is over the limit (nothing
   * recorded then). Counted atomically, so a burst of parallel requests cannot
   * all pass before the first is counted. Rejects with LimitStoreUnavailable
   * when the store cannot be asked.
   */
  take(address: string): Promise<boolean>
  /** Gives one use back. Never rejects: a refund that is lost keeps the use counted, the safe side. */
  refund(address: string): Promise<void>
}

/** The shared store did not answer: the caller cannot know whether the address is over its limit. */
export class LimitStoreUnavailable extends Error {
  override name = 'LimitStoreUnavailable'
}
