import { PLANNING_PAGE_TEXT, PLANNING_TEXT } from '@gaokao/contracts'
import type { FilledUnit, FillTarget } from './filled'

/** What filledIn says about a table: how full it is and what it holds. */
export interface TableFill {
  lineCount: number
  capacity: number
  units: readonly FilledUnit[]
}

/**
 * Why a new line cannot go into the table now, or undefined when it can.
 * A major added inside a group (or school) line already in the table makes
 * no new line, so a full table still takes it; the province's limit counts
 * lines (docs/wish-undo.md has the upstream's side).
 */
export function addBlockedReason(
  fill: TableFill | undefined,
  province: string,
  target: FillTarget,
): string | undefined {
  if (!fill || fill.capacity <= 0) return undefined
  if (fill.lineCount < fill.capacity) return undefined
  if (target.majorId !== undefined && joinsLine(fill.units, target)) return undefined
  return tableFullReason(fill, province)
}

/** The reason a table takes no new line, or undefined while it has room. */
export function tableFullReason(fill: Pick<TableFill, 'lineCount' | 'capacity'>, province: string): string | undefined {
  if (fill.capacity <= 0 || fill.lineCount < fill.capacity) return undefined
  return fill.lineCount > fill.capacity
    ? PLANNING_TEXT.tableOver(province, fill.capacity, fill.lineCount)
    : PLANNING_PAGE_TEXT.tableFullReason(fill.capacity)
}

function joinsLine(units: readonly FilledUnit[], target: FillTarget): boolean {
  return units.some((u) => u.schoolId === target.schoolId && u.groupCode === target.groupCode && u.majorId === 0)
}
