import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'

export const SUBJECT_TABS = ['combo', 'school', 'major'] as const
export type SubjectTab = (typeof SUBJECT_TABS)[number]
export const COMBO_LISTS = ['schools', 'majors'] as const
export type ComboList = (typeof COMBO_LISTS)[number]
export const MAJOR_SCOPES = ['plan', 'all'] as const
export type MajorScope = (typeof MAJOR_SCOPES)[number]

/**
 * /subject's view in its URL: the tab, the province and combination, the
 * combinations compared, the list shown with its page and filter, and the
 * school or major looked at. Defaults (the user's province and subjects) are
 * left out, so a plain /subject shows the user's own view.
 */
export interface SubjectSearch {
  tab?: SubjectTab
  province?: string
  xk?: string
  cmp?: string
  list?: ComboList
  kw?: string
  page?: number
  school?: number
  major?: number
  scope?: MajorScope
}

export function validateSubjectSearch(search: Record<string, unknown>): SubjectSearch {
  const out: SubjectSearch = {}
  const tab = oneOf(search.tab, SUBJECT_TABS)
  if (tab && tab !== 'combo') out.tab = tab
  const province = optionalString(search.province, 8)
  if (province) out.province = province
  const xk = optionalString(search.xk, 8)
  if (xk) out.xk = xk
  const cmp = optionalString(search.cmp, 40)
  if (cmp) out.cmp = cmp
  const list = oneOf(search.list, COMBO_LISTS)
  if (list && list !== 'schools') out.list = list
  const kw = optionalString(search.kw, 30)
  if (kw) out.kw = kw
  const page = positiveInt(search.page, 1, 10_000)
  if (page > 1) out.page = page
  const school = positiveInt(search.school, 0, 999_999)
  if (school > 0) out.school = school
  const major = positiveInt(search.major, 0, 999_999)
  if (major > 0) out.major = major
  const scope = oneOf(search.scope, MAJOR_SCOPES)
  if (scope && scope !== 'plan') out.scope = scope
  return out
}
