import { PERSONAL_TABS, type PersonalTab } from '@gaokao/contracts'
import { oneOf, positiveInt } from '../../../lib/search-params'

/** /personal's view in its URL: the tab (profile when absent) and the page of that tab's list. */
export interface PersonalSearch {
  tab?: PersonalTab
  page?: number
}

export function validatePersonalSearch(search: Record<string, unknown>): PersonalSearch {
  const tab = oneOf(search.tab, PERSONAL_TABS)
  const page = positiveInt(search.page, 1, 1000)
  return { ...(tab && tab !== 'profile' ? { tab } : {}), ...(page > 1 ? { page } : {}) }
}
