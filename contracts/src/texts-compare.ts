/**
 * Texts of the compare basket (加入对比 on college cards and pages, the 对比(n)
 * bar). Every page holds the basket, so these are few; the comparison page's
 * own texts are in texts-compare-page.ts, which travels with that page.
 */
import { COMPARE_MAX } from './rules/compare.js'

export const COMPARE_BASKET_TEXT = {
  add: '加入对比',
  added: '已加入对比',
  addLabel: (name: string) => `将${name}加入对比`,
  removeLabel: (name: string) => `将${name}移出对比`,
  bar: (n: number) => `对比(${n})`,
  barLabel: '打开院校对比',
  clear: '清空',
  basketFull: `最多同时对比${COMPARE_MAX}所院校，请先移出一所`,
} as const
