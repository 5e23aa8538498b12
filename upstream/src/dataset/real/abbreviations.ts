import { halfWidthBrackets } from './names.js'

/**
 * 上海's 投档线 print schools by abbreviation (上海交大, 北师大, 石油华东), and
 * the source filed them under codes it matched itself, a few wrongly (东大秦岛
 * under 沈阳工业大学's code, 北交威海 under 北京工业大学's). An abbreviation is
 * taken as its code's school only when
 * - its characters appear, in order, in the school's name (上海交大 in
 *   上海交通大学; 北交威海 is not in 北京工业大学), and
 * - it is the only abbreviation the file prints under that code: twelve codes
 *   carry two (外经贸大 and 上经贸大 under 上海对外经贸大学's), so the code
 *   cannot say which school is meant and neither is taken;
 * - a 本科批 line does not go to a 专科 college by its name (辽宁石化 under
 *   辽宁石化职业技术学院's code is 辽宁石油化工大学: the letters fit both).
 * docs/real-data.md, "上海's abbreviations", has the counts.
 */
/** A 专科 college by its name: a 职业技术学院 or 专科学校 (a 职业技术大学 is 本科). */
const VOCATIONAL_NAME = /职业技术学院|职业学院|专科学校/

/** Whether a line of `batch` printed as `printed` may be the line of the college called `name`. */
export function abbreviatesCollege(printed: string, name: string, batch: string): boolean {
  if (batch === '本科批' && VOCATIONAL_NAME.test(name)) return false
  return isAbbreviationOf(printed, name)
}

export function isAbbreviationOf(printed: string, name: string): boolean {
  const wanted = [...halfWidthBrackets(printed)]
  let at = 0
  for (const ch of halfWidthBrackets(name)) if (ch === wanted[at]) at++
  return at === wanted.length
}

/** The codes of a file that carry exactly one printed name. */
export function singleNameCodes(rows: readonly { moeCode: string; collegeName: string }[]): ReadonlySet<string> {
  const names = new Map<string, Set<string>>()
  for (const row of rows) {
    const set = names.get(row.moeCode) ?? new Set<string>()
    set.add(row.collegeName)
    names.set(row.moeCode, set)
  }
  return new Set([...names].filter(([, set]) => set.size === 1).map(([code]) => code))
}
