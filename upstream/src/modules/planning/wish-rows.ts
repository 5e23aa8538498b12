import type { Db, NewLine, WishRow } from './wishes.js'

// How the tables' rows are written and read back alike in SQLite and PostgreSQL (docs/user-store.md).

/** Lines at positions from `first` on, in one statement; their ids in that order. */
export async function insertLines(
  db: Db,
  wishId: number,
  lines: readonly NewLine[],
  now: number,
  first = 1,
): Promise<number[]> {
  if (lines.length === 0) return []
  const rows = await db
    .insertInto('wish_lines')
    .values(
      lines.map((line, i) => ({
        wish_id: wishId,
        position: first + i,
        school_id: line.schoolId,
        group_code: line.groupCode,
        major_id: line.majorId,
        majors: JSON.stringify(line.majors),
        why: JSON.stringify(line.why),
        created_at: now,
      })),
    )
    .returning('id')
    .execute()
  return rows.map((r) => r.id)
}

/** A table row as read: the line count a number in both engines, accept_adjust 0 or 1. */
export function wishRow(
  row: Omit<WishRow, 'accept_adjust' | 'line_count'> & { accept_adjust: number; line_count: unknown },
) {
  return { ...row, accept_adjust: row.accept_adjust === 1 ? 1 : 0, line_count: Number(row.line_count) } as WishRow
}
