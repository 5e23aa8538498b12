import { LRUCache } from 'lru-cache'
import type { AddressLimiter } from './limits/address-limiter.js'

/**
 * A sliding-window count per client address: how many times an address did
 * something (asked for a verification code, tried a login) in the last
 * window. The upstream limits per phone; this stops one address from walking
 * through many phones. Bounded memory: the least recently seen addresses fall
 * out first. One process's count: the default store when no REDIS_URL is set
 * (docs/bff-limits-redis.md).
 */
export class AddressLimit implements AddressLimiter {
  private readonly uses = new LRUCache<string, number[]>({ max: 50_000 })

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records a use for the address; false when it is over the limit (nothing
   * recorded then). The count happens before the promise is returned, so a
   * burst of parallel requests cannot all pass before the first is counted.
   */
  async take(address: string): Promise<boolean> {
    const now = this.now()
    const recent = (this.uses.get(address) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= this.perWindow) {
      this.uses.set(address, recent)
      return false
    }
    recent.push(now)
    this.uses.set(address, recent)
    return true
  }

  /**
   * Gives one use back: for attempts that turn out not to count (a login
   * that succeeded). The newest goes; which of two in flight at once is
   * returned moves the window's end by no more than a request's duration.
   */
  async refund(address: string): Promise<void> {
    const recent = this.uses.get(address)
    if (recent === undefined || recent.length === 0) return
    recent.pop()
  }
}
