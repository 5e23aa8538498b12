import { useDatasetInfo } from '../../api/reference/dataset-info'
import { SampleDataNotice } from './SampleDataNotice'

/**
 * 示例数据 · 2025年 beside a generated figure, with the dataset's own note as its tooltip. It reads the dataset info
 * itself, so a page passes only the year instead of fetching the info to pass `demo` and `note` down.
 */
export function FigureNotice({ year }: { year?: number }) {
  const info = useDatasetInfo().data
  return <SampleDataNotice year={year} demo={info?.demo ?? true} note={info?.note} />
}
