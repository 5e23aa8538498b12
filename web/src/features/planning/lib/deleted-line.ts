import type { BodyOf, restoreWishLine, WishLine } from '@gaokao/contracts'
import { proxy } from 'valtio'

/** The line deleted last on the table page, kept so 撤销 can put it back (docs/wish-undo.md). */
export interface DeletedLine {
  /** Which delete this was: a second delete replaces the first, and an undo clears only its own. */
  seq: number
  title: string
  restore: BodyOf<typeof restoreWishLine>
}

export const deletedLine = proxy<{ current: DeletedLine | undefined }>({ current: undefined })

/** Keeps a deleted line with what restoreWishLine needs to put a line back: its unit, its majors, its reasons and where it stood. */
let seq = 0

export function remember(wishId: number, line: WishLine, position: number, title: string): void {
  deletedLine.current = {
    seq: ++seq,
    title,
    restore: {
      wishId,
      position,
      ...line.key,
      majorIds: line.majors.map((m) => m.id),
      why: [...line.why],
    },
  }
}
