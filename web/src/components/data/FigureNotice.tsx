import { useDatasetInfo } from '../../api/reference/dataset-info'
import { SampleDataNotice } from './SampleDataNotice'

interface Props {
  year?: number
  /** The figure's own 示例数据 flag, shown until the dataset info answers (without one: sample data, to be safe). */
  fallbackDemo?: boolean
}

/**
 * 示例数据 · 2025年 beside a generated figure, with the dataset's own note as its tooltip. It reads the dataset info
 * itself, so a page passes only the year instead of fetching the info to pass `demo` and `note` down.
 */
export function FigureNotice({ year, fallbackDemo = true }: Props) {
  const info = useDatasetInfo().data
  return <SampleDataNotice year={year} demo={info?.demo ?? fallbackDemo} note={info?.note} />
}
