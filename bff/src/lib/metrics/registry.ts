/**
 * A small Prometheus registry (text exposition format 0.0.4): counters,
 * histograms and gauges read at scrape time. Hand-written instead of
 * prom-client so that the per-request cost is one Map lookup and a few
 * additions, with no label-object hashing on the proxy path.
 */

type Labels = readonly string[]

interface Metric {
  render(): string
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}

function labelText(names: Labels, values: Labels, extra = ''): string {
  const parts = names.map((n, i) => `${n}="${escapeLabel(values[i] ?? '')}"`)
  if (extra !== '') parts.push(extra)
  return parts.length === 0 ? '' : `{${parts.join(',')}}`
}

function header(name: string, help: string, type: string): string {
  return `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`
}

/** Label values joined by a byte that cannot appear in them: the series key. */
const keyOf = (values: Labels) => values.join('\u0001')

export class Counter implements Metric {
  readonly #series = new Map<string, { values: Labels; count: number }>()

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: Labels = [],
  ) {}

  inc(values: Labels = [], by = 1): void {
    const key = keyOf(values)
    const series = this.#series.get(key)
    if (series) series.count += by
    else this.#series.set(key, { values: [...values], count: by })
  }

  value(values: Labels = []): number {
    return this.#series.get(keyOf(values))?.count ?? 0
  }

  render(): string {
    let out = header(this.name, this.help, 'counter')
    for (const s of this.#series.values()) out += `${this.name}${labelText(this.labelNames, s.values)} ${s.count}\n`
    return out
  }
}

interface HistogramSeries {
  values: Labels
  buckets: Float64Array
  sum: number
  count: number
}

/** Latency buckets in seconds: sub-millisecond resolution for the proxy path, up to the 20 s upstream timeout. */
export const LATENCY_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20,
] as const

export class Histogram implements Metric {
  readonly #series = new Map<string, HistogramSeries>()

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: Labels,
    readonly bounds: readonly number[] = LATENCY_BUCKETS,
  ) {}

  observe(values: Labels, value: number): void {
    const key = keyOf(values)
    let series = this.#series.get(key)
    if (!series) {
      series = { values: [...values], buckets: new Float64Array(this.bounds.length), sum: 0, count: 0 }
      this.#series.set(key, series)
    }
    // Non-cumulative counts here; render() accumulates, so observing costs one increment.
    const bounds = this.bounds
    for (let i = 0; i < bounds.length; i += 1) {
      if (value <= (bounds[i] as number)) {
        series.buckets[i] = (series.buckets[i] ?? 0) + 1
        break
      }
    }
    series.sum += value
    series.count += 1
  }

  count(values: Labels): number {
    return this.#series.get(keyOf(values))?.count ?? 0
  }

  render(): string {
    let out = header(this.name, this.help, 'histogram')
    for (const s of this.#series.values()) {
      let cumulative = 0
      this.bounds.forEach((bound, i) => {
        cumulative += s.buckets[i] ?? 0
        out += `${this.name}_bucket${labelText(this.labelNames, s.values, `le="${bound}"`)} ${cumulative}\n`
      })
      out += `${this.name}_bucket${labelText(this.labelNames, s.values, 'le="+Inf"')} ${s.count}\n`
      out += `${this.name}_sum${labelText(this.labelNames, s.values)} ${s.sum}\n`
      out += `${this.name}_count${labelText(this.labelNames, s.values)} ${s.count}\n`
    }
    return out
  }
}

/** A value read when Prometheus scrapes, e.g. the cache's size or the load-shedding state. */
export class Gauge implements Metric {
  protected readonly type: 'gauge' | 'counter' = 'gauge'

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: Labels,
    readonly collect: () => Iterable<readonly [Labels, number]>,
  ) {}

  render(): string {
    let out = header(this.name, this.help, this.type)
    for (const [values, value] of this.collect()) out += `${this.name}${labelText(this.labelNames, values)} ${value}\n`
    return out
  }
}

/** A total someone else keeps (the process's CPU time), read when Prometheus scrapes: typed counter, never reset. */
export class ReadCounter extends Gauge {
  protected override readonly type = 'counter'
}

export class Registry {
  readonly #metrics: Metric[] = []

  register<M extends Metric>(metric: M): M {
    this.#metrics.push(metric)
    return metric
  }

  render(): string {
    return this.#metrics.map((m) => m.render()).join('')
  }
}

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'
