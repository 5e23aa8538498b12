import { apiPath, type CompiledValidator, type Endpoint } from '@gaokao/contracts'
import { LRUCache } from 'lru-cache'
import { canonicalJson } from './canonical-json.js'
import { declaredFields, endpointRequest } from './endpoint-request.js'
import { readBody } from './upstream/body.js'
import type { UpstreamClient } from './upstream/types.js'
import { isSuccess, toAnswer, type UpstreamAnswer } from './upstream-answer.js'
import { compileBodyValidator, InvalidInput } from './validator.js'

/** hit: fresh; miss: fetched for this request; coalesced: joined a fetch in flight; stale: older than its TTL. */
export type CacheResult = 'hit' | 'miss' | 'coalesced' | 'stale'

export interface CachedValue {
  readonly answer: UpstreamAnswer
  /** Fresh until then. */
  readonly expiresAt: number
  /** The next refresh is due then: expiresAt, or a little later after a refresh failed. */
  readonly refreshAt: number
  /** Served stale (while refreshing, or when refreshing fails) until then, never after. */
  readonly staleUntil: number
}

export interface CacheObserver {
  result(endpoint: string, result: CacheResult): void
  staleIfError(endpoint: string): void
}

export interface ReferenceCacheOptions {
  upstream: UpstreamClient
  /** Every contract; those whose cache policy is public are cached. */
  endpoints: readonly Endpoint[]
  maxEntries: number
  maxBytes: number
  /** 0.1 spreads each TTL over ±10 %, so entries filled together do not expire together. */
  ttlJitter: number
  observer?: CacheObserver
  now?: () => number
  random?: () => number
  /** After a failed refresh the stale answer is served this long before the upstream is tried again. */
  errorBackoffMs?: number
}

interface FetchContext {
  endpoint: Endpoint
  body: Record<string, unknown>
  requestId: string
}

/** An answer that must not be cached (code != 0, an HTTP error): handed to the caller as it is. */
class UncacheableAnswer extends Error {
  constructor(readonly answer: UpstreamAnswer) {
    super('uncacheable upstream answer')
  }
}

const NO_OBSERVER: CacheObserver = { result() {}, staleIfError() {} }

/**
 * Public reference data (contracts whose cache policy is public), held in a
 * bounded LRU. lru-cache's fetchMethod merges concurrent fetches of one key
 * into one upstream call; freshness, stale-while-revalidate and
 * stale-if-error are decided here from the contract's TTL and stale window.
 * Keys are the method, path and the contract's declared body fields only,
 * and fills never carry a token, so no user data can enter the cache. The
 * body is validated against the contract first, as the upstream would
 * (types coerced, defaults filled): a bad one is a 400 here and is never
 * keyed, fetched or held, and one body spelled two ways shares a key.
 */
export class ReferenceCache {
  readonly #lru: LRUCache<string, CachedValue, FetchContext>
  readonly #byRoute = new Map<string, Endpoint>()
  readonly #validators = new Map<Endpoint, CompiledValidator>()
  readonly #options: Required<Omit<ReferenceCacheOptions, 'endpoints'>>

  constructor(options: ReferenceCacheOptions) {
    this.#options = {
      observer: NO_OBSERVER,
      now: Date.now,
      random: Math.random,
      errorBackoffMs: 10_000,
      ...options,
    }
    for (const endpoint of options.endpoints) {
      if (endpoint.cache.kind !== 'public') continue
      if (endpoint.auth !== 'none') {
        throw new Error(
          `contract ${endpoint.name} needs a user but has a public cache policy: user data is never cached`,
        )
      }
      this.#byRoute.set(`${endpoint.method} ${apiPath(endpoint)}`, endpoint)
    }
    this.#lru = new LRUCache<string, CachedValue, FetchContext>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      // The raw bytes plus the data text kept for payloads (UTF-16 in memory).
      sizeCalculation: (v) => v.answer.body.length + (v.answer.dataJson?.length ?? 0) * 2 + 256,
      fetchMethod: (_key, stale, { context }) => this.#fill(stale, context),
      // An entry evicted while its fetch runs still answers the requests waiting on it.
      ignoreFetchAbort: true,
    })
  }

  /** The cached contract answering `METHOD /api/v1/path`, if any. */
  lookup(method: string, path: string): Endpoint | undefined {
    return this.#byRoute.get(`${method} ${path}`)
  }

  isCacheable(endpoint: Endpoint): boolean {
    return this.#byRoute.get(`${endpoint.method} ${apiPath(endpoint)}`) === endpoint
  }

  async get(
    endpoint: Endpoint,
    input: unknown,
    requestId: string,
  ): Promise<{ answer: UpstreamAnswer; result: CacheResult }> {
    const body = declaredFields(endpoint, input)
    const validate = this.#validatorOf(endpoint)
    if (!validate(body)) throw new InvalidInput(validate.errors ?? [])
    const key = `${endpoint.method} ${endpoint.path} ${canonicalJson(body)}`
    const context: FetchContext = { endpoint, body, requestId }
    const label = apiPath(endpoint)
    const now = this.#options.now()
    const current = this.#lru.get(key, { allowStale: true })
    let served: { answer: UpstreamAnswer; result: CacheResult }

    if (current !== undefined && now < current.refreshAt) {
      served = { answer: current.answer, result: now < current.expiresAt ? 'hit' : 'stale' }
    } else if (current !== undefined && now < current.staleUntil) {
      // Stale while revalidating: answer now, refresh once in the background.
      this.#lru.fetch(key, { context, forceRefresh: true, allowStale: true }).catch(() => {})
      served = { answer: current.answer, result: 'stale' }
    } else {
      // Cold, or stale beyond its window: wait for the upstream (joining a fetch already in flight).
      const status: LRUCache.Status<string, CachedValue, FetchContext> = {}
      let answer: UpstreamAnswer
      try {
        const value = await this.#lru.fetch(key, { context, status, forceRefresh: current !== undefined })
        if (value === undefined) throw new Error(`reference cache: no value for ${key}`)
        answer = value.answer
      } catch (error) {
        if (!(error instanceof UncacheableAnswer)) throw error
        answer = error.answer
      }
      served = { answer, result: status.fetch === 'inflight' ? 'coalesced' : 'miss' }
    }
    this.#options.observer.result(label, served.result)
    return served
  }

  keys(): string[] {
    return [...this.#lru.keys()]
  }

  get size(): number {
    return this.#lru.size
  }

  get bytes(): number {
    return this.#lru.calculatedSize
  }

  /** Freshness of a cached entry, for tests and debugging. */
  inspect(key: string): CachedValue | undefined {
    return this.#lru.peek(key, { allowStale: true })
  }

  clear(): void {
    this.#lru.clear()
  }

  async #fill(stale: CachedValue | undefined, context: FetchContext): Promise<CachedValue> {
    const { endpoint } = context
    const usableStale = stale !== undefined && this.#options.now() < stale.staleUntil ? stale : undefined
    let answer: UpstreamAnswer
    try {
      const response = await this.#options.upstream.request(endpointRequest(endpoint, context.body, context.requestId))
      answer = toAnswer(response.status, response.headers['content-type'], await readBody(response.body))
    } catch (error) {
      if (usableStale) return this.#keepStale(usableStale, endpoint)
      throw error
    }
    if (!isSuccess(answer)) {
      if (usableStale) return this.#keepStale(usableStale, endpoint)
      throw new UncacheableAnswer(answer)
    }
    if (endpoint.cache.kind !== 'public') throw new Error(`${endpoint.name} is not cacheable`)
    const { ttlSeconds, staleSeconds } = endpoint.cache
    const ttlMs = ttlSeconds * 1000 * (1 + this.#options.ttlJitter * (2 * this.#options.random() - 1))
    const now = this.#options.now()
    return { answer, expiresAt: now + ttlMs, refreshAt: now + ttlMs, staleUntil: now + ttlMs + staleSeconds * 1000 }
  }

  /**
   * Compiled on a contract's first call, not at boot: compiling all of them
   * blocks the event loop for about a second, which load shedding then
   * answers with 503s.
   */
  #validatorOf(endpoint: Endpoint): CompiledValidator {
    let validate = this.#validators.get(endpoint)
    if (validate === undefined) {
      validate = compileBodyValidator(endpoint)
      this.#validators.set(endpoint, validate)
    }
    return validate
  }

  /** Stale if error: keep serving what we had, and try again after a short pause rather than on every request. */
  #keepStale(stale: CachedValue, endpoint: Endpoint): CachedValue {
    this.#options.observer.staleIfError(apiPath(endpoint))
    return { ...stale, refreshAt: Math.min(this.#options.now() + this.#options.errorBackoffMs, stale.staleUntil) }
  }
}
