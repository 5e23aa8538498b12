import type { FillPreferences, Physical } from '@gaokao/contracts'
import type { Kysely } from 'kysely'
import type { UserTables } from '../../db/user-db/tables.js'

type Db = Kysely<UserTables>

/** A volunteer table (志愿表) as stored (table wish_lists). */
export interface WishRow {
  id: number
  user_id: number
  kind: 'self' | 'ai'
  name: string
  info: string
  province: string
  track: string
  batch: string
  accept_adjust: 0 | 1
  physical: string
  preferences: string | null
  sort_order: number
  created_at: number
  updated_at: number
  line_count: number
}

/** One line of a table (table wish_lines): a unit, and for a group or school the majors chosen in it. */
export interface LineRow {
  id: number
  wish_id: number
  position: number
  school_id: number
  group_code: string
  major_id: number
  majors: string
  why: string
}

export interface NewWish {
  kind: 'self' | 'ai'
  name: string
  info: string
  province: string
  track: string
  batch: string
  acceptAdjust: boolean
  physical: Physical
  preferences: FillPreferences | null
}

export interface NewLine {
  schoolId: number
  groupCode: string
  majorId: number
  majors: readonly number[]
  why: readonly string[]
}

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
