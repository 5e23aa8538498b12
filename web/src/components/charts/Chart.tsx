import type { EChartsCoreOption } from 'echarts/core'
import { useEffect, useRef } from 'react'
import { useNearViewport } from '../../lib/use-near-viewport'
import styles from './Chart.module.css'

/**
 * An ECharts chart (line, bar, radar), SVG-rendered, resized with its box.
 * ECharts loads in its own chunk once the chart comes near the screen (a
 * chart below the fold costs a phone nothing until it is scrolled to; on a
 * first visit its 200 kB would compete with the page). `label` describes the chart
 * for screen readers; pair it with a table or text of the same figures.
 */
export function Chart({ option, label, height = 320 }: { option: EChartsCoreOption; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)

  useEffect(() => {
    const element = box.current
    if (!element || !near) return
    let disposed = false
    let chart: { setOption(o: EChartsCoreOption): void; resize(): void; dispose(): void } | undefined
    const observer = new ResizeObserver(() => chart?.resize())
    void import('./echarts').then(({ echarts }) => {
      if (disposed) return
      chart = echarts.init(element, undefined, { renderer: 'svg' })
      chart.setOption(option)
      observer.observe(element)
    })
    return () => {
      disposed = true
      observer.disconnect()
      chart?.dispose()
    }
  }, [option, near])

  return <div ref={box} className={styles.chart} style={{ height }} role="img" aria-label={label} />
}
