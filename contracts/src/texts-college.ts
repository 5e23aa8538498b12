import { groupDigits } from './rules/digits.js'
import { VOLUNTEER_MODES } from './rules/planning-values.js'
import { COMMON_TEXT } from './texts-common.js'

/**
 * Texts of the college pages (查大学, 院校详情, 院校排名) and the college
 * calls' refusals, beyond the glossary's.
 */

/** The only admission type (招生类型) the reference dataset models. */
export const ORDINARY_ADMISSION_TYPE = '普通类'

/** The order batches are offered in (tracks: TRACK_ORDER, rules/subjects.ts; tags: SCHOOL_TAG_ORDER, rules/school-tags.ts). */
export const BATCH_ORDER = ['本科提前批', '本科批', '专科提前批', '专科批'] as const

/** The fill mode (填报模式) of provinces that fill by 院校专业组: the upstream's value, whose tables show groups. */
export const GROUP_FILL_MODE = VOLUNTEER_MODES[0]

/** Municipalities list districts, not cities, under them: their colleges' city is the municipality itself. */
export const MUNICIPALITIES: readonly string[] = ['北京', '天津', '上海', '重庆']

export const COLLEGE_TEXT = {
  schoolNotFound: COMMON_TEXT.schoolNotFound,
  focusLimit: (limit: number) => `最多关注${limit}个，请先取消一些关注`,
  similarReason: (type: string, level: string) => `同为${type}类${level}院校，录取位次排名相近`,
  similarLevelReason: (level: string) => `同为${level}院校，录取位次排名相近`,
  /** A college without published lines has no ranking to be near: same type and level, its own province first. */
  similarPlaceReason: (type: string, level: string, province: string) => `同为${province}的${type}类${level}院校`,
  similarTypeReason: (type: string, level: string) => `同为${type}类${level}院校`,

  // List page
  keywordPlaceholder: '输入院校名称搜索',
  search: COMMON_TEXT.search,
  filterProvince: '院校省份',
  filterCity: '城市',
  filterLevel: COMMON_TEXT.schoolLevel,
  filterType: COMMON_TEXT.schoolType,
  filterNature: COMMON_TEXT.schoolNature,
  filterTags: COMMON_TEXT.schoolTags,
  sortLabel: COMMON_TEXT.sort,
  sortRank: '录取位次排名',
  sortName: '名称（拼音）',
  sortScore: '录取最低分',
  resetFilters: COMMON_TEXT.resetFilters,
  /** Phones: the filters fold into a sheet behind this button, which counts the ones in use. */
  openFilters: (active: number) => (active > 0 ? `筛选（${active}）` : '筛选'),
  filtersTitle: '筛选院校',
  closeFilters: (total: number | undefined) => (total === undefined ? '完成' : `查看 ${groupDigits(total)} 所院校`),
  total: (n: number) => `共 ${groupDigits(n)} 所院校`,
  emptyList: '没有符合条件的院校，换个条件试试',
  listLabel: '院校列表',
  tagsLabel: (name: string) => `${name}的标签`,
  focus: COMMON_TEXT.focus,
  focused: COMMON_TEXT.focused,
  focusAdded: COMMON_TEXT.focusAdded,
  focusRemoved: COMMON_TEXT.focusRemoved,
  focusAria: (name: string, focused: boolean) => (focused ? `取消关注${name}` : `关注${name}`),
  /** A school's type as lists show it (理工类). */
  typeLabel: (type: string) => `${type}类`,
  /** One year of the trend chart as text, for screen readers. */
  trendPoint: (p: {
    year: number
    batch: string
    minScore: number
    minRank: number | null
    batchLine: number | null
  }) =>
    `${p.year}年${p.batch}最低分${p.minScore}${p.minRank === null ? '' : `，最低位次${groupDigits(p.minRank)}`}${
      p.batchLine === null ? '' : `，批次线${p.batchLine}`
    }`,
  ourRank: (level: string, rank: number) => `${level}录取位次排名 第${rank}名`,
  admissionIn: (year: number, province: string, track: string) => `${year}年 ${province} ${track}`,
  minScoreRank: (score: number, rank: number) => `最低分 ${score} · 位次 ${groupDigits(rank)}`,
  notRecruiting: (province: string, track: string) => `${province}${track}暂无录取数据`,
  chooseProvinceHint: '选择高考省份后，可查看各院校在本省的录取分数',

  // Detail page
  facts: '基本信息',
  location: COMMON_TEXT.location,
  authority: COMMON_TEXT.authority,
  founded: '建校时间',
  foundedYear: (year: number) => `${year}年`,
  code: COMMON_TEXT.schoolCode,
  website: '官方网站',
  majorCount: '开设专业',
  majorCountValue: (n: number) => `${n}个`,
  recruitProvinces: '招生省份',
  recruitProvincesValue: (n: number, year: number) => `${year}年在${n}个省份招生`,
  intro: '学校简介',
  scenery: '校园风光',
  tabScores: '历年分数',
  tabMajorScores: '专业分数',
  tabPlans: '招生计划',
  tabMajors: '开设专业',
  trend: '录取趋势',
  trendTitle: (province: string, track: string) => `${province} ${track} 历年最低分与最低位次`,
  trendMinScore: COMMON_TEXT.minScore,
  trendMinRank: COMMON_TEXT.minRank,
  trendBatchLine: '批次线',
  axisScore: COMMON_TEXT.score,
  axisRank: COMMON_TEXT.rank,
  figuresTitle: (province: string) => (province ? `${province}录取数据` : '录取数据'),
  similar: '相似院校',
  similarEmpty: '暂无相似院校',
  year: COMMON_TEXT.year,
  allYears: '全部年份',
  track: COMMON_TEXT.track,
  batch: COMMON_TEXT.batch,
  admissionType: '招生类型',
  group: COMMON_TEXT.group,
  groupCode: (code: string) => `第${code}组`,
  groupMajors: '组内专业',
  subjectRequirement: COMMON_TEXT.subjectRequirement,
  minScore: COMMON_TEXT.minScore,
  minRank: COMMON_TEXT.minRank,
  avgScore: COMMON_TEXT.avgScore,
  places: COMMON_TEXT.places,
  planPlaces: '计划人数',
  batchLine: '批次线',
  lineDiff: '线差',
  major: COMMON_TEXT.major,
  majorCode: COMMON_TEXT.majorCode,
  category: '门类',
  className: COMMON_TEXT.majorClass,
  duration: '学制',
  durationValue: (years: number) => `${years}年`,
  tuition: COMMON_TEXT.tuition,
  tuitionValue: (yuan: number) => `${groupDigits(yuan)}元/年`,
  degree: COMMON_TEXT.degree,
  recruitsHere: (province: string) => `${province}招生科类`,
  notRecruitedHere: '本年未在该省招生',
  noScores: (province: string) => `暂无该校在${province}的录取数据`,
  noMajorScores: (province: string) => `暂无该校在${province}的专业录取数据`,
  noPlans: (province: string) => `暂无该校在${province}的招生计划`,
  noMajors: '暂无开设专业数据',
  planTotal: (year: number, places: number) => `${year}年计划共 ${groupDigits(places)} 人`,
  needProvince: '请先选择高考省份，查看该校在本省的录取数据',
  fillModeNote: (province: string, mode: string) => `${province}按“${mode}”填报志愿`,
  majorSearch: '搜索专业名称',
  onlyRecruitedHere: (province: string) => `只看在${province}招生的专业`,

  // Ranking page
  rankColumn: '排名',
  typeRankColumn: '类型内排名',
  scoreColumn: '最低组位次',
  schoolColumn: COMMON_TEXT.school,
  rankNote: '本站录取位次排名：只按真实投档线上各校最容易录取的专业组达到的位次排序，与任何商业排名无关。',
  rankEmpty: '没有符合条件的院校',
  // How the ranking is made (docs/school-ranking.md); the basis comes from the data, so the text cannot name another.
  rankMethodTitle: '排名方法',
  rankMethod: (basis: readonly { authority: string; year: number }[]) => [
    `数据来源：${basis.map((b) => `${b.authority}${b.year}年`).join('、')}公布的本科批投档线。广东公布了每个专业组的最低位次；江苏的位次由同年一分一段表按最低分推算。`,
    '衡量什么：在每个省份、每个科类（物理类、历史类）里，取该校最容易录取的普通专业组的最低位次，除以该省该科类一分一段表所列的考生人数，得到“前百分之几”。',
    '如何合并：两省、两科类的百分比取几何平均；只在一省或一个科类有投档线的院校，按已有的数据计算。百分比越小，排名越靠前；相同时按院校代码排列。',
    '不计入：中外合作办学、联合培养、地方专项、预科等专项组，分校区、医学部等单独投档的单位，以及院校代码与校名不符或数据错位的行。',
    '没有这两份投档线中普通专业组数据的院校（包括绝大多数专科院校）不参与排名，按名称另列在排名之后，标为暂无真实录取数据。',
  ],
  rankScoreValue: (percent: number) => `前${percent < 1 ? percent.toPrecision(2) : percent.toFixed(1)}%`,
  rankUnrankedTitle: '暂无真实录取数据（未参与排名，按名称排列）',
  rankUnranked: '未排名',
  rankMethodLink: '排名方法',
} as const

/**
 * The detail of a college known only from the MOE list (docs/real-data.md,
 * "Colleges: the MOE list"): what it lacks is said calmly, once, and where
 * its facts come from.
 */
export const COLLEGE_CATALOGUE_TEXT = {
  foundedUnknown: '暂无',
  typeFromName: '（据校名推定）',
  typeFromNameHint: '教育部名单未列院校类型，此处按校名推定',
  websiteNone: '暂无',
  admissionSite: '招生网站',
  /** No majors in our data (not: the school teaches none). */
  majorsUnknown: '暂无数据',
  introEmpty: '本站暂未撰写该校简介。以上信息来自教育部《全国高等学校名单》（2025年6月）。',
} as const
