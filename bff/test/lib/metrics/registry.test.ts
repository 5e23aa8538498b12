import { describe, expect, it } from 'vitest'
import { Counter, Gauge, Histogram, Registry } from '../../../src/lib/metrics/registry.js'

describe('the metrics registry', () => {
  it('renders counters, histograms and gauges in Prometheus text format', () => {
    const registry = new Registry()
    const counter = registry.register(new Counter('c_total', 'a counter', ['a']))
    const histogram = registry.register(new Histogram('h_seconds', 'a histogram', ['r'], [0.1, 1]))
    registry.register(new Gauge('g', 'a gauge', [], () => [[[], 3]]))
    counter.inc(['x'])
    counter.inc(['x'], 2)
    counter.inc(['say "hi"\n\\'])
    histogram.observe(['/p'], 0.05)
    histogram.observe(['/p'], 0.5)
    histogram.observe(['/p'], 5)
    expect(registry.render()).toBe(
      [
        '# HELP c_total a counter',
        '# TYPE c_total counter',
        'c_total{a="x"} 3',
        'c_total{a="say \\"hi\\"\\n\\\\"} 1',
        '# HELP h_seconds a histogram',
        '# TYPE h_seconds histogram',
        'h_seconds_bucket{r="/p",le="0.1"} 1',
        'h_seconds_bucket{r="/p",le="1"} 2',
        'h_seconds_bucket{r="/p",le="+Inf"} 3',
        'h_seconds_sum{r="/p"} 5.55',
        'h_seconds_count{r="/p"} 3',
        '# HELP g a gauge',
        '# TYPE g gauge',
        'g 3',
        '',
      ].join('\n'),
    )
  })
})
