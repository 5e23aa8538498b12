import { SEARCH_KINDS, type SearchKind } from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'

/** /search's URL: the words, the tab (综合 when absent) and the tab's page. */
export interface SiteSearch {
  q?: string
  tab?: SearchKind
  page?: number
}

export function validateSiteSearch(search: Record<string, unknown>): SiteSearch {
  const out: SiteSearch = {}
  const q = optionalString(search.q, 30)
  if (q) out.q = q
  const tab = oneOf(search.tab, SEARCH_KINDS)
  if (tab) out.tab = tab
  const page = positiveInt(search.page, 1, 10_000)
  if (tab && page > 1) out.page = page
  return out
}

/** A name cut into the parts that match the keyword and the rest, for <mark>. */
export function highlight(name: string, keyword: string): { text: string; match: boolean }[] {
  const words = keyword.replace(/\s+/g, '')
  if (words === '') return [{ text: name, match: false }]
  const parts: { text: string; match: boolean }[] = []
  let from = 0
  for (let at = name.indexOf(words); at !== -1; at = name.indexOf(words, from)) {
    if (at > from) parts.push({ text: name.slice(from, at), match: false })
    parts.push({ text: words, match: true })
    from = at + words.length
  }
  if (from < name.length) parts.push({ text: name.slice(from), match: false })
  return parts
}

/** The suggestion an arrow key moves to: down from none is the first, up from none the last; both wrap. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1
  if (current < 0) return step === 1 ? 0 : count - 1
  return (current + step + count) % count
}
