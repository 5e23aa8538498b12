import { PAGE_SIZE_DEFAULT, schoolTagRank } from '@gaokao/contracts'

/** Helpers shared by the major, job and search modules' SQL. */

/** A search keyword as the queries take it: no whitespace, or null when nothing is left. */
export function keywordOf(text: string | undefined): string | null {
  const compact = (text ?? '').replace(/\s+/g, '')
  return compact === '' ? null : compact
}

/**
 * ORDER BY terms that rank name matches: the exact name, then names starting
 * with the keyword, then (unless `coarse`) the earliest match and the shorter
 * name. `@keyword` may be NULL (no search): the terms then change nothing.
 */
export function relevance(column: string, coarse = false): string {
  const exact = `(@keyword IS NOT NULL AND ${column} = @keyword) DESC`
  if (coarse) return `${exact}, (@keyword IS NOT NULL AND instr(${column}, @keyword) = 1) DESC`
  return `${exact}, instr(${column}, coalesce(@keyword, '')), length(${column}) * (@keyword IS NOT NULL)`
}

/** group_concat's comma-joined tags, in the display order. */
export function tagsOf(joined: string | null): string[] {
  if (!joined) return []
  return joined.split(',').sort((a, b) => schoolTagRank(a) - schoolTagRank(b) || a.localeCompare(b))
}

export function paging(body: { pageNum?: number; pageSize?: number }): {
  pageNum: number
  pageSize: number
  offset: number
} {
  const pageNum = body.pageNum ?? 1
  const pageSize = body.pageSize ?? PAGE_SIZE_DEFAULT
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize }
}
