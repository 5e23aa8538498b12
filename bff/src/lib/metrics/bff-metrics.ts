import { Counter, Gauge, Histogram, Registry } from './registry.js'

/** Every instrument the bff exposes on /metrics; other plugins add gauges for what they own. */
export function createBffMetrics() {
  const registry = new Registry()
  return {
    registry,
    httpDuration: registry.register(
      new Histogram(
        'bff_http_request_duration_seconds',
        'Requests answered by the bff, by route and status; _count is the request count',
        ['route', 'method', 'status'],
      ),
    ),
    upstreamDuration: registry.register(
      new Histogram(
        'bff_upstream_request_duration_seconds',
        'Calls to the upstream until the answer was read, per attempt',
        ['endpoint', 'method', 'outcome'],
      ),
    ),
    upstreamRetries: registry.register(
      new Counter('bff_upstream_retries_total', 'GET/HEAD calls sent a second time, by the reason', [
        'endpoint',
        'reason',
      ]),
    ),
    cacheRequests: registry.register(
      new Counter(
        'bff_cache_requests_total',
        'Reference-data lookups by result: hit, miss, coalesced (joined a fetch in flight), stale',
        ['endpoint', 'result'],
      ),
    ),
    cacheStaleIfError: registry.register(
      new Counter('bff_cache_stale_if_error_total', 'Refreshes that failed while a stale answer was kept and served', [
        'endpoint',
      ]),
    ),
    shedRequests: registry.register(
      new Counter('bff_shed_requests_total', 'Requests refused with 503 by load shedding, by the pressure type', [
        'reason',
      ]),
    ),
    limitStoreRefusals: registry.register(
      new Counter(
        'bff_limit_store_refusals_total',
        'Code sends and logins refused with 503 because the store of the per-address limits did not answer',
        ['limit'],
      ),
    ),
    payloadPartFailures: registry.register(
      new Counter('bff_payload_part_failures_total', 'Parts of /bff payloads that failed', ['payload', 'part']),
    ),
    replayMisses: registry.register(
      new Counter('bff_replay_misses_total', 'Upstream calls a replaying bff found no recorded answer for', [
        'endpoint',
      ]),
    ),
    processMemory: registry.register(
      new Gauge('bff_process_memory_bytes', 'Memory of the bff process', ['kind'], () => {
        const m = process.memoryUsage()
        return [
          [['rss'], m.rss],
          [['heap_used'], m.heapUsed],
          [['external'], m.external],
        ]
      }),
    ),
  }
}

export type BffMetrics = ReturnType<typeof createBffMetrics>
