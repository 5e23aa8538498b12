import { useDatasetInfo } from '../../api/reference/dataset-info'
import { SampleDataNotice } from './SampleDataNotice'

/**
 * 示例数据 · 2025年 as the dataset info says, without the dataset's note as a tooltip: FigureNotice for the figures
 * that have never shown one (the batch-line table and trend). It reads the info itself, so the page passes only the
 * year; until the info answers it says 示例数据, to be safe.
 */
export function PlainFigureNotice({ year }: { year?: number }) {
  return <SampleDataNotice year={year} demo={useDatasetInfo().data?.demo ?? true} />
}
