import { useQuery } from '@tanstack/react-query'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import { type TableKey, wcListQueryOptions } from '../api/rank-tables'

/**
 * Where the table shown comes from: 来源：江苏省教育考试院，2025年 with its page,
 * or 示例数据 · 2025年 for a generated one, as the table's own answer says
 * (the same query as the table below, so no call of its own). Nothing while
 * another table's answer stands in for this one.
 */
export function TableSourceNotice({
  tableKey,
  page,
  min,
  max,
  note,
}: {
  tableKey: TableKey
  page: number
  min: number | undefined
  max: number | undefined
  note: string | undefined
}) {
  const list = useQuery(wcListQueryOptions({ ...tableKey, page, min, max }))
  if (!list.data || list.isPlaceholderData) return null
  return <FigureSourceNotice source={list.data.source} note={note} />
}
