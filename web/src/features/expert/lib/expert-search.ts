import { oneOf, positiveInt } from '../../../lib/search-params'

export const EXPERT_TABS = ['experts', 'mine', 'schemes'] as const
export type ExpertTab = (typeof EXPERT_TABS)[number]

export interface ExpertSearch {
  tab?: ExpertTab
  /** The open expert-assisted plan (tab schemes). */
  scheme?: number
}

/** /expertOneToOne's search: an unknown tab is the first one; a plan id only with the plans tab. */
export function validateExpertSearch(search: Record<string, unknown>): ExpertSearch {
  const tab = oneOf(search.tab, EXPERT_TABS)
  const scheme = positiveInt(search.scheme, 0)
  return {
    ...(tab ? { tab } : {}),
    ...(tab === 'schemes' && scheme > 0 ? { scheme } : {}),
  }
}
