/** Texts of the site search (/search and the header's search box). */

import { COMMON_TEXT } from './texts-common.js'

export const SEARCH_KINDS = ['school', 'major', 'job'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const SEARCH_TEXT = {
  placeholder: '搜索院校、专业、职业',
  keywordRequired: '请输入关键词',
  label: '站内搜索',
  submit: COMMON_TEXT.search,
  all: '综合',
  kind: { school: COMMON_TEXT.school, major: COMMON_TEXT.major, job: '职业' } satisfies Record<SearchKind, string>,
  tab: (label: string, n: number) => `${label}(${n})`,
  prompt: '输入关键词，搜索院校、专业和职业',
  noResult: (keyword: string) => `没有找到与“${keyword}”相关的结果`,
  noKindResult: (label: string) => `没有相关${label}`,
  more: (label: string, n: number) => `查看全部${n}个${label}`,
  suggestions: '搜索建议',
  searchFor: (keyword: string) => `搜索“${keyword}”`,
  resultCount: (keyword: string, n: number) => `“${keyword}”共找到 ${n} 条结果`,
} as const

/** The select search delay (docs/spec-rules.md, Constants). The header's suggestions wait this long after the last keystroke. */
export const SEARCH_DELAY_MS = 500
/** Suggestions per kind in the header's box; the 综合 tab of /search shows a few more. */
export const SUGGESTIONS_PER_KIND = 3
export const SYNTHESIS_PER_KIND = 5
