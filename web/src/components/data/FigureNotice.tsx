import { useDatasetInfo } from '../../api/reference/dataset-info'
import { SampleDataNotice } from './SampleDataNotice'

interface Props {
  year?: number
  /** The figure's own 示例数据 flag, shown until the dataset info answers (without one: sample data, to be safe). */
  fallbackDemo?: boolean
  /**
   * The figure's own flag where it outranks the dataset's: 示例数据 whenever the figure says it is sample data,
   * whatever the dataset info says (a major's salary and employment are generated in every dataset).
   */
  sample?: boolean
}

/**
 * 示例数据 · 2025年 beside a generated figure, with the dataset's own note as its tooltip. It reads the dataset info
 * itself, so a page passes only the year instead of fetching the info to pass `demo` and `note` down.
 */
export function FigureNotice({ year, fallbackDemo = true, sample = false }: Props) {
  const info = useDatasetInfo().data
  return <SampleDataNotice year={year} demo={sample || (info?.demo ?? fallbackDemo)} note={info?.note} />
}
