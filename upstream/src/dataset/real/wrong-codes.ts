/**
 * Schools that 投档线 rows print by full name but file under another
 * school's 学校标识码: the source matched names to codes and slipped (浙江大学医学院
 * under 杭州电子科技大学's 4133010336, 东北大学秦皇岛分校 under 沈阳工业大学's).
 * Keyed by the printed name (without a group suffix such as 第 02组 and with
 * half-width brackets), with the code the rows carry and the school that
 * code belongs to on the MOE list. Attributing these rows by code would give
 * one school's lines to another: a later slice must skip or re-map them
 * (docs/real-data.md). 上海's rows print abbreviations and are not covered
 * here. The consistency suite fails on any new disagreement between a
 * printed name and its code's school, so this list stays complete.
 */
export const WRONG_CODES: Readonly<Record<string, { readonly carries: string; readonly holder: string }>> = {
  东北大学秦皇岛分校: { carries: '4121010142', holder: '沈阳工业大学' },
  云南艺术学院文华学院: { carries: '4142013262', holder: '文华学院' },
  南昌工程学院: { carries: '4136013421', holder: '南昌工学院' },
  '南昌工程学院(中外合作办学)': { carries: '4136013421', holder: '南昌工学院' },
  山东大学威海分校: { carries: '4137010423', holder: '中国海洋大学' },
  浙江大学医学院: { carries: '4133010336', holder: '杭州电子科技大学' },
  滨州学院: { carries: '4137010441', holder: '山东中医药大学' },
  潍坊医学院: { carries: '4137010442', holder: '山东医学高等专科学校' },
  牡丹江医学院: { carries: '4123011046', holder: '牡丹江大学' },
}
