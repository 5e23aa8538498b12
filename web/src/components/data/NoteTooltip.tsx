import { Tooltip } from '@douyinfe/semi-ui'
import type { ReactNode } from 'react'

/** A badge's note, shown on hover; loaded only by the pages that have one (SampleDataNotice). */
export default function NoteTooltip({ note, children }: { note: string; children: ReactNode }) {
  return <Tooltip content={note}>{children}</Tooltip>
}
