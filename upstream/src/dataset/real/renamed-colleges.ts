/**
 * Colleges we wrote without a 学校标识码 that the MOE list (June 2025) holds
 * under another name: the same school, renamed or upgraded around the time
 * the list was drawn up (or our file uses the name it goes by). Matched only
 * by exact name, each would be listed twice. Keyed by our name, with the
 * list's name; the same city and history make each pair one school. The
 * catalogue test fails when a key is no longer a codeless college of ours or
 * the list's name is no longer on the list, so this table is checked on
 * every refresh.
 */
export const RENAMED_ON_MOE_LIST: Readonly<Record<string, string>> = {
  // Renamed in 2024 (bnbu.edu.cn); the list still prints the old name.
  北师香港浸会大学: '北京师范大学-香港浸会大学联合国际学院',
  // Upgraded to 职业本科 universities: the list has the new names, our files the old.
  重庆工业职业技术学院: '重庆工业职业技术大学',
  贵州交通职业技术学院: '贵州交通职业大学',
  青海交通职业技术学院: '青海职业技术大学',
  // The list prints the official names of schools better known by these.
  天津职业大学: '天津市职业大学',
  河南工业职业技术大学: '河南工业职业技术学院',
}
