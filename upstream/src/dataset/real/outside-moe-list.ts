/**
 * 学校标识码 that 投档线 rows carry but the MOE list (June 2025) does not
 * hold, and why. Military academies recruit through the same tables but are
 * not on the list of the Ministry of Education; the others are parts of a
 * university admitted under a code of their own, a school recruiting from
 * outside the mainland, a school no longer on the 2025 list, and one code
that belongs to no school (the source's slip). The
 * consistency suite fails on any code outside the list and this table, so
 * a refresh that brings a new one makes someone look at it.
 */
export type OutsideMoeListReason =
  | 'military'
  | 'part-of-university'
  | 'outside-mainland'
  | 'not-on-2025-list'
  | 'wrong-code'

export const OUTSIDE_MOE_LIST: Readonly<
  Record<string, { readonly name: string; readonly reason: OutsideMoeListReason }>
> = {
  '4131010002': { name: '海军军医大学', reason: 'military' },
  '4132010005': { name: '陆军工程大学', reason: 'military' },
  '4133010001': { name: '国防科技大学', reason: 'military' },
  '4150010004': { name: '陆军军医大学', reason: 'military' },
  '4161010003': { name: '空军军医大学', reason: 'military' },
  '4111010055': { name: '华北电力大学(保定)', reason: 'part-of-university' },
  '4111011416': { name: '中国石油大学(北京)克拉玛依校区', reason: 'part-of-university' },
  '4123010215': { name: '哈尔滨工业大学(深圳)', reason: 'part-of-university' },
  '4131010249': { name: '上海交通大学医学院', reason: 'part-of-university' },
  '4131010250': { name: '复旦大学上海医学院', reason: 'part-of-university' },
  '8144000001': { name: '香港珠海学院', reason: 'outside-mainland' },
  // 上海 2024's 福州外贸; 福州外语外贸学院 is 4135013762 on the list.
  '4135010867': { name: '福州外贸', reason: 'wrong-code' },
  '4143010544': { name: '湖南理工学院南湖学院', reason: 'not-on-2025-list' },
}
