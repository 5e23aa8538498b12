import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AddressLimit } from '../lib/address-limit.js'
import type { AddressLimiter } from '../lib/limits/address-limiter.js'
import { RedisAddressLimit } from '../lib/limits/redis-limiter.js'
import { RedisLimitStore } from '../lib/limits/redis-store.js'
import { LoginLimit } from '../lib/login-limit.js'
import { Gauge } from '../lib/metrics/registry.js'

export interface Limits {
  /** Verification codes asked for, per client address per hour. */
  codeSends: AddressLimiter
  /** Failed password and code logins, per client address per hour (docs/bff-login-limit.md). */
  logins: LoginLimit
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits
  }
}

export interface LimitsOptions {
  /** Where replicas share their counts; empty keeps them in this process's memory. */
  redisUrl: string
  codeSendsPerHour: number
  loginFailuresPerHour: number
}

const HOUR_MS = 60 * 60 * 1000

/**
 * The per-address limits, in memory by default or in Redis when REDIS_URL is
 * set (docs/bff-limits-redis.md). A Redis that does not answer at boot stops
 * the process; one that goes away later is reported by the
 * bff_limit_store_up gauge and a log line.
 */
export default fp(
  async (app: FastifyInstance, options: LimitsOptions) => {
    let store: RedisLimitStore | undefined
    if (options.redisUrl !== '') {
      store = new RedisLimitStore(options.redisUrl, app.log)
      await store.connect()
      const connected = store
      app.addHook('onClose', async () => connected.close())
    }
    const shared = store
    const limiter = (name: string, perHour: number): AddressLimiter =>
      shared === undefined ? new AddressLimit(perHour, HOUR_MS) : new RedisAddressLimit(shared, name, perHour, HOUR_MS)
    app.decorate('limits', {
      codeSends: limiter('code-send', options.codeSendsPerHour),
      logins: new LoginLimit(limiter('login', options.loginFailuresPerHour)),
    })
    app.metrics.registry.register(
      new Gauge(
        'bff_limit_store_up',
        'Whether the store of the per-address limits answers (1) or not (0); always 1 in memory',
        [],
        () => [[[], shared === undefined || shared.up ? 1 : 0]],
      ),
    )
  },
  { name: 'limits', dependencies: ['metrics'] },
)
