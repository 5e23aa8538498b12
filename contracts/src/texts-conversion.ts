import { groupDigits } from './rules/digits.js'
import { COMMON_TEXT } from './texts-common.js'

/**
 * Texts of the mock-score conversion (模考换算): /mockConvert and
 * /mockConvert/result, the refusals of the conversion calls and the
 * sentences that explain an estimate (docs/mock-conversion.md).
 */

const n = (value: number) => groupDigits(Math.round(value))

export const MOCK_METHOD_NAMES = {
  rank: '位次法（按模考排名折算）',
  line: '线差法（按模考本科线折算）',
  score: '分数直推（仅有分数）',
} as const
export type MockMethod = keyof typeof MOCK_METHOD_NAMES

export const CONVERSION_TEXT = {
  // refusals and field messages
  cityRequired: '请选择模考所在地市',
  cityUnknown: (province: string) => `请选择${province}的地市`,
  dateRequired: '请填写模考日期（格式：2026-03-15）',
  dateFuture: '模考日期不能晚于今天',
  dateTooOld: '请填写近一年内的模考日期',
  scopeInvalid: '请选择模考范围',
  scoreAboveFullMark: (fullMark: number) => `模考分数不能高于满分（${fullMark}分）`,
  candidatesInvalid: '参考人数须为 10 至 2,000,000 之间的整数',
  rankInvalid: '模考排名须为正整数',
  lineInvalid: '模考本科线须为 100 至 750 之间的整数',
  rankNeedsCandidates: '填写模考排名时，请同时填写参考人数',
  rankAboveCandidates: '模考排名不能大于参考人数',
  lineAboveFullMark: (fullMark: number) => `模考本科线不能高于满分（${fullMark}分）`,
  provinceUnknown: '暂不支持该省份的模考换算',
  tableMissing: (province: string, track: string) => `${province}暂无${track}一分一段表，无法换算`,
  rangeInvalid: '位次范围有误：须满足 最好位次 ≤ 估计位次 ≤ 最差位次',

  // explanation sentences (built by the upstream, shown on the result page)
  methodRank: (rank: number, candidates: number, scope: string, percentile: string) =>
    `你在本次${scope}中排名第 ${n(rank)} 名（共 ${n(candidates)} 人），约位于前 ${percentile}`,
  methodLine: (score: number, line: number, year: number, gaokaoLine: number, equivalent: number) =>
    `模考分数 ${score} 分比模考本科线 ${line} 分${score >= line ? `高 ${score - line}` : `低 ${line - score}`} 分；按${year}年本科线 ${gaokaoLine} 分折算，相当于高考约 ${equivalent} 分`,
  methodScore: (score: number, year: number) =>
    `未提供模考排名或本科线，按模考难度与高考相当估计：把 ${score} 分直接放进${year}年一分一段表`,
  scaled: (year: number, candidates: number, rank: number) =>
    `按同样的比例放到${year}年全省 ${n(candidates)} 名考生中，估计位次约 ${n(rank)} 名`,
  samplingRange: (candidates: number, share: string) =>
    `参考人数 ${n(candidates)} 人：仅凭样本推断全省，抽样误差约 ±${share}`,
  cohortRange: (scope: string, share: string) => `${scope}的考生与全省考生并不完全相同，另计 ±${share} 的群体差异`,
  timeRange: (months: string, share: string) => `模考距高考约 ${months} 个月，期间名次仍会变化，另计 ±${share}`,
  pointsRange: (points: number, scope: string, months: string) =>
    `分数换算的不确定度约 ±${points} 分（已计入${scope}的群体差异、距高考约 ${months} 个月的变化和考试规模）`,
  sizeUnknown: '未填写参考人数，按中等规模考试估计误差',
  range: (best: number, worst: number) => `估计位次范围：${n(best)} — ${n(worst)} 名（约 95% 把握）`,
  disclaimer: '模考与高考的试卷难度、参考人群都不同，换算结果只是估计，不代表高考成绩，也不构成录取承诺。',
} as const

export const CONVERSION_PAGE_TEXT = {
  intro: '输入一次模拟考试的成绩，按位次法估算你在全省的位置，再换算成近几年高考的等位分，并列出与估计位次相近的院校。',
  formTitle: '模考信息',
  province: '模考省份',
  city: '模考地市',
  date: '考试日期',
  track: COMMON_TEXT.track,
  scope: '考试范围',
  score: '模考总分',
  candidates: '参考人数（选填）',
  candidatesHint: '知道本次考试的参考人数和你的排名时，结果最准确',
  rank: '本次排名（选填）',
  rankHint: '在上面所选考试范围内的名次',
  line: '模考本科线（选填）',
  lineHint: '考试组织方公布的本次模考本科线（特控线不要填在这里）',
  estimateFromProvince: (candidates: number) => `使用全省考生数（${n(candidates)} 人）`,
  estimateFromCity: (average: number) => `使用估计值（全省考生按地市平均约 ${n(average)} 人）`,
  referenceNumbers: (year: number, province: string, track: string, candidates: number, cities: number) =>
    `参考：${year}年${province}${track}共 ${n(candidates)} 名考生，${cities} 个地市`,
  submit: '开始换算',
  fullMark: (fullMark: number) => `满分 ${fullMark} 分`,
  needProvince: COMMON_TEXT.needProvince,
  resultTitle: '换算结果',
  method: '换算方法',
  estimatedRank: (year: number) => `${year}年估计位次`,
  percentile: '全省百分位',
  percentileValue: (value: string) => `前 ${value}`,
  equivalentScore: (year: number) => `${year}年等位分`,
  equivalentTitle: '近几年等位分（位次法）',
  equivalentColumns: {
    year: COMMON_TEXT.year,
    candidates: '考生总数',
    rank: '对应位次',
    score: '等位分',
    range: '分数范围',
    line: '本科线',
  },
  scoreRange: (low: number, high: number) => `${low} — ${high}`,
  rankRange: (best: number, worst: number) => `${n(best)} — ${n(worst)}`,
  schoolsTitle: '估计位次附近的院校',
  schoolsIntro: (year: number) =>
    `按${year}年各院校（专业组）的最低录取位次，与你的估计位次范围比较：比最好位次还难的为「冲」，在范围内的为「稳」，比最差位次还容易的为「保」。`,
  schoolColumns: {
    school: COMMON_TEXT.school,
    group: COMMON_TEXT.group,
    batch: COMMON_TEXT.batch,
    minScore: COMMON_TEXT.minScore,
    minRank: COMMON_TEXT.minRank,
    places: COMMON_TEXT.places,
    band: '参考',
  },
  allBands: '全部',
  bandCount: (band: string, count: number) => `${band}（${count}）`,
  noSchools: '估计位次附近没有院校的录取数据',
  again: '重新换算',
  missingInput: '换算参数不完整，请重新填写模考信息',
  subjectNote: '院校的选科要求以当年招生计划为准；登录后可在「自主填报」中按你的选科查看录取概率。',
  groupCode: (code: string) => (code === '' ? '—' : `${code}组`),
} as const
