import { COMPARE_MAX } from '@gaokao/contracts'

/** The largest college id the API accepts (SchoolId in contracts). */
const ID_MAX = 999_999

export interface CompareIds {
  /** The colleges to compare: valid, distinct, at most COMPARE_MAX, in the link's order. */
  ids: number[]
  /** Some part of the link was not a college id (abc, 0, 1.5). */
  bad: boolean
  /** How many distinct ids the link named, when more than COMPARE_MAX (the rest are not shown). */
  tooMany: number | undefined
}

/** The search param as the URL holds it: 1,2,3 (the router turns a lone 5 into a number). */
export function validateCompareSearch(raw: Record<string, unknown>): { ids?: string } {
  const value = raw.ids
  if (typeof value === 'number') return { ids: String(value) }
  if (typeof value !== 'string' || value.trim() === '') return {}
  return { ids: value.slice(0, 200) }
}

/** Reads ?ids=: a bad part is reported, not fatal; more than COMPARE_MAX keeps the first ones. */
export function parseCompareIds(text: string | undefined): CompareIds {
  const parts = (text ?? '')
    .split(/[,，\s]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const valid = parts.filter((p) => /^\d{1,6}$/.test(p) && Number(p) >= 1 && Number(p) <= ID_MAX).map(Number)
  const distinct = [...new Set(valid)]
  return {
    ids: distinct.slice(0, COMPARE_MAX),
    bad: valid.length < parts.length,
    tooMany: distinct.length > COMPARE_MAX ? distinct.length : undefined,
  }
}
