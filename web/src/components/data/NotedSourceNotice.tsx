import type { ProvenanceValue } from '@gaokao/contracts'
import { useDatasetInfo } from '../../api/reference/dataset-info'
import { FigureSourceNotice } from './FigureSourceNotice'

/**
 * FigureSourceNotice with the dataset's note as the tooltip of a generated figure's 示例数据 badge. It reads the note
 * itself, so a list or table names the figure's source instead of fetching the dataset info to pass the note down.
 */
export function NotedSourceNotice({ source }: { source: ProvenanceValue }) {
  return <FigureSourceNotice source={source} note={useDatasetInfo().data?.note} />
}
