import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { type AddressLimiter, LimitStoreUnavailable } from './address-limiter.js'
import type { RedisLimitStore } from './redis-store.js'

/**
 * rate-limiter-flexible's increment, changed in two ways (docs/bff-limits-redis.md):
 * a use over the limit is refused without being counted, as the in-memory
 * limit does, so a refused flood does not outlive the refunds of the attempts
 * in flight; and a refund never takes the count below zero, so a refund that
 * arrives after its window ended gives the next window nothing extra.
 * Arguments as the library passes them: change (negative for a refund), window
 * in seconds, limit.
 */
const TAKE_OR_REFUND = `
redis.call('set', KEYS[1], 0, 'EX', ARGV[2], 'NX')
local change = tonumber(ARGV[1])
local used = tonumber(redis.call('get', KEYS[1]))
if change > 0 and used + change > tonumber(ARGV[3]) then
  return {used + change, redis.call('pttl', KEYS[1])}
end
if used + change < 0 then change = -used end
used = redis.call('incrby', KEYS[1], change)
return {used, redis.call('pttl', KEYS[1])}
`

/**
 * A count per address in Redis, shared by every bff replica: fixed windows
 * that start at an address's first use. Atomic (one Lua script per take), so a
 * parallel burst split over replicas passes exactly the limit.
 */
export class RedisAddressLimit implements AddressLimiter {
  readonly #limiter: RateLimiterRedis

  constructor(
    private readonly store: RedisLimitStore,
    name: string,
    perWindow: number,
    windowMs: number,
  ) {
    this.#limiter = new RateLimiterRedis({
      storeClient: store.client,
      keyPrefix: `bff-limit:${name}`,
      points: perWindow,
      duration: Math.ceil(windowMs / 1000),
      customIncrTtlLuaScript: TAKE_OR_REFUND,
    })
  }

  async take(address: string): Promise<boolean> {
    try {
      await this.#limiter.consume(address)
      this.store.markUp()
      return true
    } catch (outcome) {
      // The library rejects with its result when the limit is reached, with an Error when Redis failed.
      if (outcome instanceof RateLimiterRes) {
        this.store.markUp()
        return false
      }
      const error = outcome instanceof Error ? outcome : new Error(String(outcome))
      this.store.markDown(error)
      throw new LimitStoreUnavailable(error.message)
    }
  }

  async refund(address: string): Promise<void> {
    try {
      await this.#limiter.reward(address)
      this.store.markUp()
    } catch (error) {
      this.store.markDown(error instanceof Error ? error : new Error(String(error)))
    }
  }
}
