import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { buildInfo } from './build-info.js'
import { Gauge, Histogram, ReadCounter, type Registry } from './registry.js'

/** The kinds of a `gc` performance entry, named as prom-client's nodejs_gc_duration_seconds names them. */
const GC_KINDS: Readonly<Record<number, string>> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
}

/** A pause of a few ms up to the seconds a major collection of a large heap takes. */
const GC_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5]

const NS_PER_SECOND = 1e9

/**
 * The process families every Node service exposes, under the names
 * prom-client gives them so stock dashboards read them. Event-loop lag and
 * GC are measured from now until stop() (the app's onClose).
 */
export function registerProcessMetrics(registry: Registry): { stop(): void } {
  const cpu = () => process.cpuUsage()
  registry.register(
    new ReadCounter('process_cpu_user_seconds_total', 'User CPU time spent by the process', [], () => [
      [[], cpu().user / 1e6],
    ]),
  )
  registry.register(
    new ReadCounter('process_cpu_system_seconds_total', 'System CPU time spent by the process', [], () => [
      [[], cpu().system / 1e6],
    ]),
  )
  registry.register(
    new Gauge('process_resident_memory_bytes', 'Resident memory of the process', [], () => [
      [[], process.memoryUsage.rss()],
    ]),
  )
  registry.register(
    new Gauge('nodejs_heap_size_used_bytes', 'V8 heap in use', [], () => [[[], process.memoryUsage().heapUsed]]),
  )
  registry.register(
    new Gauge('nodejs_heap_size_total_bytes', 'V8 heap allocated', [], () => [[[], process.memoryUsage().heapTotal]]),
  )
  // performance.timeOrigin is when the process started, in ms since the epoch.
  const startTime = Math.round(performance.timeOrigin) / 1000
  registry.register(
    new Gauge('process_start_time_seconds', 'When the process started, in seconds since the epoch', [], () => [
      [[], startTime],
    ]),
  )
  const build = buildInfo()
  registry.register(
    new Gauge(
      'bff_build_info',
      'What runs: the bff version, its git commit and the Node version; always 1',
      ['version', 'commit', 'node'],
      () => [[[build.version, build.commit, build.node], 1]],
    ),
  )

  // Sampled every 10 ms. Each scrape reads the window since the previous one and starts a new one,
  // so a stall shows in the next scrape instead of fading into an average over the process's life.
  const lag = monitorEventLoopDelay({ resolution: 10 })
  lag.enable()
  registry.register(
    new Gauge(
      'nodejs_eventloop_lag_seconds',
      'Event-loop delay since the previous scrape: p50, p99 and max',
      ['stat'],
      () => {
        const seconds = (ns: number) => (lag.count === 0 ? 0 : ns / NS_PER_SECOND)
        const window: [string[], number][] = [
          [['p50'], seconds(lag.percentile(50))],
          [['p99'], seconds(lag.percentile(99))],
          [['max'], seconds(lag.max)],
        ]
        lag.reset()
        return window
      },
    ),
  )

  const gc = registry.register(
    new Histogram(
      'nodejs_gc_duration_seconds',
      'Garbage collections by kind; _count is the number of collections',
      ['kind'],
      GC_BUCKETS,
    ),
  )
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A gc entry's detail holds its kind (Node 16+); the types of Node 20 do not list it.
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? -1
      gc.observe([GC_KINDS[kind] ?? 'other'], entry.duration / 1000)
    }
  })
  observer.observe({ entryTypes: ['gc'] })

  return {
    stop() {
      observer.disconnect()
      lag.disable()
    },
  }
}
