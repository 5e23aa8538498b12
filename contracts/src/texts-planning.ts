/**
 * Texts of self-service filling (自主填报), one-click filling (AI填报), the
 * volunteer tables (志愿表) and their exports: the chance model's
 * explanations, warnings, refusals and the pages' labels.
 */
import type { Band } from './rules/chance.js'

const n = (value: number) => Math.round(value).toLocaleString('zh-CN')
const pct = (p: number) => {
  const value = p * 100
  if (value > 99) return '>99%'
  if (value < 1) return '<1%'
  return `${Math.round(value)}%`
}

export const BAND_TEXT: Readonly<Record<Band, string>> = {
  冲: '冲一冲',
  稳: '稳一稳',
  保: '保一保',
}

/** How a probability is written everywhere (a whole percent, never 0% or 100%: no promise of admission). */
export const formatProbability = pct

/** The sentences that explain one option's chance (docs/chance-model.md, "What each result carries"). */
export const CHANCE_TEXT = {
  predicted: (years: readonly number[], rankYear: number, predicted: number) =>
    `${years.join('、')}年最低位次按考生人数折算到${rankYear}年，加权预测今年最低位次约 ${n(predicted)} 名`,
  above: (rank: number, gap: number) => `你的位次 ${n(rank)} 名，高于预测线约 ${n(gap)} 名`,
  below: (rank: number, gap: number) => `你的位次 ${n(rank)} 名，低于预测线约 ${n(gap)} 名`,
  planMore: (planYear: number, plan: number, last: number) =>
    `${planYear}年计划招生 ${n(plan)} 人，比去年多 ${n(plan - last)} 人，预测线相应后移`,
  planFewer: (planYear: number, plan: number, last: number) =>
    `${planYear}年计划招生 ${n(plan)} 人，比去年少 ${n(last - plan)} 人，预测线相应前移`,
  planSame: (planYear: number, plan: number) => `${planYear}年计划招生 ${n(plan)} 人，与去年持平`,
  spread: (spread: number) => `历年波动约 ±${n(spread)} 名`,
  singleYear: '仅有一年录取数据，波动按预测线的 12% 估计，结果仅供参考',
  probability: (p: number, band: Band | undefined) =>
    band ? `录取概率约 ${pct(p)}，属于「${band}」` : `录取概率约 ${pct(p)}，低于 10%，不建议填报`,
  notAdjusting: (major: string) => `不服从调剂：按所选专业中最有把握的「${major}」计算`,
  bestMajor: (major: string) => `按该校你最有把握的专业「${major}」计算`,
  preference: (label: string) => `偏好：${label}`,
  noHistory: '近三年无录取数据，无法估计录取概率',
} as const

/** Warnings on a line of a volunteer table. */
export const WISH_WARNING_TEXT = {
  subject: (requirement: string, xk: string) => `选科不符：要求${requirement}，你的选科为${xk.replaceAll('/', '')}`,
  colour: (vision: string, majors: readonly string[]) =>
    `${vision}考生不宜报考：${majors.slice(0, 4).join('、')}${majors.length > 4 ? ` 等 ${majors.length} 个专业` : ''}`,
  eyesight: (vision: number, majors: readonly string[]) =>
    `视力 ${vision.toFixed(1)}（五分制）不宜报考：${majors.slice(0, 4).join('、')}${majors.length > 4 ? ` 等 ${majors.length} 个专业` : ''}`,
  adjustInto: (majors: readonly string[]) =>
    `服从调剂时可能被调入体检受限专业：${majors.slice(0, 3).join('、')}${majors.length > 3 ? ' 等' : ''}`,
  adjustOthers: (others: number) => `服从调剂时可能被调剂到组内未填的 ${others} 个专业`,
  noAdjust: '不服从调剂：所填专业都未录取时将被退档',
  missing: (planYear: number) => `该志愿${planYear}年不在本省招生，请删除`,
  unlikely: '录取概率低于 10%，建议替换',
  tooEasy: '录取把握极大、远低于你的水平，可能浪费一个志愿',
} as const

export const PLANNING_TEXT = {
  profileIncomplete: '请先完善高考省份、选科和分数',
  wishNotFound: '志愿表不存在',
  wishLimit: (limit: number) => `最多保存 ${limit} 张志愿表，请先删除一些`,
  wishNameTaken: '已有同名的志愿表，请换一个名称',
  tableFull: (province: string, volunteers: number) => `志愿表已满：${province}每张志愿表最多填报 ${volunteers} 个志愿`,
  duplicateLine: '该志愿已在志愿表中',
  majorsFull: (majors: number) => `每个志愿最多填报 ${majors} 个专业`,
  subjectMismatch: (requirement: string) => `你的选科不符合该志愿的选科要求（${requirement}）`,
  unitNotFound: '该志愿今年不在你的省份招生',
  batchMismatch: (unitBatch: string, wishBatch: string) =>
    `该志愿属于${unitBatch}，与志愿表的批次（${wishBatch}）不一致`,
  lineNotFound: '志愿不存在，请刷新后重试',
  positionInvalid: (count: number) => `请输入 1-${count} 之间的序号`,
  orderInvalid: '排序与志愿表中的志愿不一致，请刷新后重试',
  majorRequired: '请选择专业：本省按「专业+院校」填报',
  groupRequired: '请选择院校专业组',
  nothingToFill: '没有符合条件的志愿，请放宽筛选条件后重试',
  provinceChanged: (wishProvince: string) => `这张志愿表属于${wishProvince}，与你当前的高考省份不一致`,
  schoolRequired: '请选择院校',
  schoolNotFound: '院校不存在',
  splitInvalid: '冲、稳、保的比例之和须为 100%',
  defaultWishName: (index: number) => `我的志愿表${index}`,
  aiWishName: (index: number) => `AI志愿方案${index}`,
} as const

/** Names of the units of a volunteer and of the province's mode. */
export const UNIT_TEXT = {
  group: (code: string) => `第${code}组`,
  modeGroup: '院校专业组',
  modeMajor: '专业+院校',
  modeSchool: '院校',
  modeNote: (mode: string, volunteers: number, majors: number) =>
    mode === '专业+院校'
      ? `按「专业+院校」填报，每张志愿表最多 ${volunteers} 个志愿`
      : `按「${mode}」填报，每张志愿表最多 ${volunteers} 个志愿，每个志愿最多 ${majors} 个专业`,
} as const

/** The exports (Excel and PDF). */
export const EXPORT_TEXT = {
  title: (name: string) => `志愿表：${name}`,
  student: '考生',
  province: '省份',
  track: '科类',
  subjects: '选科',
  score: '分数',
  rank: '位次',
  batch: '批次',
  mode: '填报方式',
  generatedAt: '导出时间',
  sheetName: '志愿表',
  columns: {
    position: '序号',
    school: '院校',
    unit: '专业组 / 专业',
    majors: '所填专业',
    band: '冲稳保',
    probability: '录取概率',
    history: '近年最低分 / 最低位次',
    plan: '计划人数',
    tuition: '学费（元/年）',
    requirement: '选科要求',
    warnings: '提示',
  },
  sampleNote: (years: string) => `示例数据（${years}），仅供参考，不保证录取。`,
  referenceNote: (years: string) => `数据年份：${years}。仅供参考，不保证录取。`,
  empty: '（志愿表为空）',
  fileName: (name: string, ext: string) => `${name}.${ext}`,
} as const

/** Why one-click filling chose a line. */
export const FILL_TEXT = {
  band: (band: Band, p: number) => `「${band}」志愿：录取概率约 ${pct(p)}`,
  majorFirst: (category: string, order: number) => `专业优先：${category}是你的第 ${order} 偏好`,
  majorFirstNone: '专业优先：未限定专业门类，按录取概率挑选',
  schoolFirst: (school: string, rank: number | undefined) =>
    rank === undefined ? `院校优先：${school}` : `院校优先：${school}综合排名第 ${rank} 位`,
  balanced: '均衡：兼顾院校实力与专业偏好',
  majors: (names: readonly string[]) => `所填专业：${names.join('、')}`,
  movedFrom: (from: Band, to: Band) => `「${from}」档可选志愿不足，以「${to}」档补足`,
} as const
