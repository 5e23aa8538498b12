import { groupDigits } from './rules/digits.js'
import { COMMON_TEXT } from './texts-common.js'

/** Texts of the score pages: 一分一段 (/rank) and 批次线 (/batch). */

export const SCORE_LINE_TEXT = {
  trackInvalid: '请选择有效的科类',
  yearInvalid: '请选择有效的年份',
  rankInvalid: '请输入正确的位次',
  tableMissing: (province: string, year: number, track: string) => `${province}暂无${year}年${track}一分一段表`,
  rankBeyondTable: (candidates: number) => `超出本表考生总数（${groupDigits(candidates)}人），未查询到对应分数`,
  /** A real table stops at its lowest published score: below it there is no rank, never an invented one. */
  belowFloor: (floor: number) => `低于本表最低公布分数（${floor}分）`,
  /** Above a real table's first row only a bound is published (683分及以上 126 人). */
  aboveTop: (rankAtMost: number) => `位次在前${groupDigits(rankAtMost)}名以内`,
  /** A row of a real table that is misprinted and that no neighbouring row confirms. */
  unreadable: (score: number) => `本表${score}分一行数据有误，暂无法给出位次`,
  /** 新疆 and 西藏 sat 文理 up to 2026: a new-style candidate is ranked on the traditional table of that year. */
  readAsFormer: (province: string, year: number, former: string) =>
    `${province}${year}年仍为文理分科，按${former}一分一段表换算`,
  /** A real table's rank beyond its last published row. */
  rankBeyondFloor: (floor: number, rank: number) =>
    `本表只公布到${floor}分（累计${groupDigits(rank)}人），未查询到对应分数`,
} as const

export const RANK_PAGE_TEXT = {
  province: COMMON_TEXT.province,
  year: COMMON_TEXT.year,
  track: COMMON_TEXT.track,
  summary: (year: number, province: string, track: string, candidates: number, topScore: number) =>
    `${year}年${province}${track}：共 ${groupDigits(candidates)} 人，最高分 ${topScore} 分`,
  scoreToRank: '分数查位次',
  rankToScore: '位次查分数',
  scorePlaceholder: '请输入分数',
  rankPlaceholder: '请输入位次',
  query: '查询',
  scoreResult: (score: number, rank: number, count: number) =>
    `${score}分 → 位次 ${groupDigits(rank)}（本段 ${groupDigits(count)} 人）`,
  rankResult: (wc: number, score: number, rank: number) =>
    `位次 ${groupDigits(wc)} → ${score}分（${score}分及以上共 ${groupDigits(rank)} 人）`,
  range: '分数段',
  rangeFrom: COMMON_TEXT.minScore,
  rangeTo: '最高分',
  rangeApply: '筛选',
  rangeClear: '清除筛选',
  rangeInvalid: '最低分不能高于最高分',
  columns: { score: COMMON_TEXT.score, count: '本段人数', rank: '累计人数（位次）' },
  chartTitle: '分数分布',
  chartLabel: (year: number, province: string, track: string) =>
    `${year}年${province}${track}各分数人数分布图，横轴为分数，纵轴为人数，并标出批次线`,
  chartCount: '人数',
  /** The count axis when the bars group several scores. */
  chartCountPer: (step: number) => `人数（每${step}分）`,
  /** The chart's mark at the student's score. */
  scoreMark: (score: number) => `${score}分`,
  chartRank: '累计人数',
  tableTitle: '一分一段表',
  noProvince: COMMON_TEXT.needProvince,
  showInTable: '在表中查看',
  empty: '该分数段没有考生',
  noYears: '该省份暂无一分一段表',
} as const

export const BATCH_PAGE_TEXT = {
  province: COMMON_TEXT.province,
  year: COMMON_TEXT.year,
  track: COMMON_TEXT.track,
  tableTitle: (year: number, province: string) => `${year}年${province}批次线`,
  columns: { track: COMMON_TEXT.track, batch: COMMON_TEXT.batch, score: '分数线', rank: '对应位次' },
  trendTitle: (province: string, track: string) => `${province}${track}历年批次线走势`,
  trendLabel: (province: string, track: string, years: string) => `${province}${track}${years}年各批次分数线折线图`,
  noYears: '该省份暂无批次线',
  noProvince: COMMON_TEXT.needProvince,
  scoreUnit: '分',
} as const

/**
 * 等位分 (docs/equal-scores.md): a rank as the same share of another year's
 * candidates, and the score at that share in that year's table.
 */
export const EQUAL_SCORE_TEXT = {
  title: '历年等位分',
  /** Which of the two methods, said on the page. */
  method:
    '等位分按考生占比换算：该位次占本年考生的比例，在另一年的一分一段表中同一比例处的分数。各年考生人数不同，比例比名次更可比。',
  columns: {
    year: COMMON_TEXT.year,
    track: COMMON_TEXT.track,
    /** The looked-up score's own rank in each year: the multi-year view. */
    sameScoreRank: (score: number) => `${score}分的位次`,
    rank: '同比例位次',
    score: '等位分',
    source: '数据来源',
  },
  current: '（本表）',
  /** A year whose candidates sat the other exam (文理分科 before the province's new-style exam). */
  notComparable: (year: number, former: boolean, track: string) =>
    `${year}年为${former ? '文理分科' : '新高考'}，与${track}不是同一种考试，不换算等位分`,
  /** A score column on a college's lines and an option card. */
  column: '等位分',
  columnNote: (year: number) => `等位分：按位次占比换算为${year}年一分一段表中的分数`,
  columnOf: (year: number) => `等位分（${year}年）`,
  optionLine: (lineYear: number, lineScore: number, year: number, score: number) =>
    `${lineYear}年最低分 ${lineScore}，等位分（${year}年）${score}`,
  none: '—',
} as const
