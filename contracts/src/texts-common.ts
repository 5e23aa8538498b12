/**
 * Words several features' texts use in the same sense (table columns, filter labels): written once here, the
 * feature text objects refer to them. Only plain words belong here: every page loads this module
 * (web/build/chunk-groups.ts), so a feature's own sentences stay in its texts-<feature>.ts.
 */
export const COMMON_TEXT = {
  year: '年份',
  province: '省份',
  track: '科类',
  batch: '批次',
  school: '院校',
  group: '专业组',
  major: '专业',
  score: '分数',
  rank: '位次',
  minScore: '最低分',
  minRank: '最低位次',
  places: '录取人数',
  subjectRequirement: '选科要求',
  location: '所在地',
  any: '不限',
  search: '搜索',
  needProvince: '请先选择高考省份',
  schoolCode: '学校标识码',
  majorCode: '专业代码',
  majorClass: '专业类',
  degree: '授予学位',
  avgScore: '平均分',
  authority: '主管部门',
  tuition: '学费',
  majorNotFound: '专业不存在',
  schoolNotFound: '院校不存在',
  /** A school's attributes as filters, columns and compare rows name them. */
  schoolLevel: '办学层次',
  schoolType: '院校类型',
  schoolNature: '办学性质',
  schoolTags: '院校标签',
  resetFilters: '重置筛选',
  /** The label of a list's sort choice. */
  sort: '排序',
  /** The follow button of colleges and majors and its toasts. */
  focus: '关注',
  focused: '已关注',
  focusAdded: '关注成功',
  focusRemoved: '已取消关注',
  /** The two levels of schools and of the major catalogues: the upstream's values, shown as they are. */
  undergraduate: '本科',
  vocational: '专科',
  /** A year as selects, captions and chart axes show it. */
  yearLabel: (year: number | string) => `${year}年`,
} as const
