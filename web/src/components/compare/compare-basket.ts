import { COMPARE_MAX } from '@gaokao/contracts'
import { proxy, subscribe } from 'valtio'
import { storage } from '../../lib/storage'

/**
 * The colleges picked for 院校对比 (加入对比 on cards and detail pages), kept
 * for the next visit in localStorage. Shared by the college list, search and
 * the detail page, so it lives here rather than in one feature
 * (docs/compare.md).
 */
const KEY = 'compare-basket'

function stored(): number[] {
  const value = storage.get<unknown>(KEY)
  if (!Array.isArray(value)) return []
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, COMPARE_MAX)
}

export const compareBasket = proxy<{ ids: number[] }>({ ids: stored() })
subscribe(compareBasket, () => storage.set(KEY, compareBasket.ids))

/** Adds or removes a college; refuses a fifth ('full') and leaves the basket as it was. */
export function toggleCompare(id: number): 'added' | 'removed' | 'full' {
  const at = compareBasket.ids.indexOf(id)
  if (at !== -1) {
    compareBasket.ids.splice(at, 1)
    return 'removed'
  }
  if (compareBasket.ids.length >= COMPARE_MAX) return 'full'
  compareBasket.ids.push(id)
  return 'added'
}

/** Replaces the basket (the comparison page keeps it in step with what it shows). */
export function setCompare(ids: readonly number[]): void {
  compareBasket.ids = [...new Set(ids)].slice(0, COMPARE_MAX)
}
