import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'

/** 示例数据 · 2025年 beside a generated figure, with the dataset's own note as its tooltip. */
export function FigureNotice({ year }: { year?: number }) {
  const info = useDatasetInfo().data
  return <SampleDataNotice year={year} demo={info?.demo ?? true} note={info?.note} />
}
