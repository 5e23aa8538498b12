import { ConfigError } from '@gaokao/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/** How long a limited request waits for Redis before it is refused with 503: a stalled Redis must not hang logins. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000

/** How long boot waits for Redis to answer PING before the process stops. */
export const REDIS_BOOT_TIMEOUT_MS = 3000

/** Reconnection attempts grow to at most this far apart: limits work again within a second of Redis returning. */
const RECONNECT_MAX_DELAY_MS = 1000

/** Scheme, host and port of a Redis URL: what logs and errors may show (never its user or password). */
export function redisTarget(url: string): string {
  const { protocol, host } = new URL(url)
  return `${protocol}//${host}`
}

/**
 * The connection to the Redis that holds the bff's limits
 * (docs/bff-limits-redis.md), and whether it answers. Commands are never
 * queued while it is away (enableOfflineQueue off): a limited request is
 * refused at once instead of waiting for a reconnect. ioredis reconnects by
 * itself; the state changes are logged once each, not per request.
 */
export class RedisLimitStore {
  readonly client: Redis
  readonly target: string
  #state: 'starting' | 'up' | 'down' | 'closed' = 'starting'

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.target = redisTarget(url)
    this.client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: REDIS_BOOT_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_DELAY_MS),
    })
    // Without an error listener ioredis prints every failed reconnect to stderr.
    this.client.on('error', (error: Error) => this.markDown(error))
    this.client.on('close', () => this.markDown(new Error('connection closed')))
    this.client.on('ready', () => this.markUp())
  }

  /** Whether the last word from Redis was an answer: the bff_limit_store_up gauge. */
  get up(): boolean {
    return this.#state === 'up' || this.#state === 'starting'
  }

  /** Redis answered. */
  markUp(): void {
    if (this.#state === 'closed' || this.#state === 'up') return
    if (this.#state === 'down') this.log.warn({ redis: this.target }, 'limit store reachable again: limits count again')
    this.#state = 'up'
  }

  /** Redis did not answer, or the connection dropped. */
  markDown(error: Error): void {
    if (this.#state !== 'up') return
    this.#state = 'down'
    this.log.warn(
      { redis: this.target, reason: error.message },
      'limit store unreachable: code sends and password or code logins answer 503 until it is back, everything else is served',
    )
  }

  /**
   * Connects and asks PING once, at boot: a REDIS_URL that leads nowhere
   * stops the process with one line naming the variable (docs/configuration.md).
   */
  async connect(): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), REDIS_BOOT_TIMEOUT_MS)
    })
    try {
      await Promise.race([this.client.connect().then(() => this.client.ping()), timeout])
      this.#state = 'up'
    } catch {
      this.close()
      throw new ConfigError(
        `Invalid configuration: REDIS_URL: no Redis answered PING at ${this.target} within ${REDIS_BOOT_TIMEOUT_MS / 1000} s`,
      )
    } finally {
      clearTimeout(timer)
    }
  }

  /** Closes the connection without logging it as an outage. */
  close(): void {
    this.#state = 'closed'
    this.client.disconnect()
  }
}
