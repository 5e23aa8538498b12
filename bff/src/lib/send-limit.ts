import { LRUCache } from 'lru-cache'

/**
 * A sliding-window count per client address: how many verification codes an
 * address asked for in the last hour. The upstream limits per phone; this
 * stops one address from walking through many phones. Bounded memory: the
 * least recently seen addresses fall out first.
 */
export class SendLimit {
  private readonly sends = new LRUCache<string, number[]>({ max: 50_000 })

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a send for the address; false when it is over the limit (nothing recorded then). */
  take(address: string): boolean {
    const now = this.now()
    const recent = (this.sends.get(address) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= this.perWindow) {
      this.sends.set(address, recent)
      return false
    }
    recent.push(now)
    this.sends.set(address, recent)
    return true
  }
}
