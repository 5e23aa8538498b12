import { groupDigits } from './rules/digits.js'
import { COMMON_TEXT } from './texts-common.js'

/**
 * Texts of 专家一对一 (/expertOneToOne): the sample experts' labels, the
 * consultation form, my consultations, the expert-assisted plan
 * (辅助方案) questionnaire and its generated report.
 */

const n = (value: number) => groupDigits(Math.round(value))
const pct = (share: number) => `${Math.round(share * 1000) / 10}%`

export const CONSULT_TOPICS = [
  '志愿填报',
  '选科指导',
  '专业与职业',
  '强基计划与综合评价',
  '高职单招',
  '考研与就业',
] as const
export const CONSULT_TIMES = ['工作日白天', '工作日晚上', '周末'] as const
export const CONSULT_CHANNELS = ['电话', '线上视频'] as const
export type ConsultTopic = (typeof CONSULT_TOPICS)[number]

/** Open (已提交) consultations a user may have at once. */
export const CONSULT_PENDING_LIMIT = 3
/** The same for a holder of the expert consultation package (product 'expert'): what the upstream grants them. */
export const CONSULT_PENDING_LIMIT_PACKAGE = 10
/** Expert-assisted plans a user may keep. */
export const SCHEME_LIMIT = 10

/**
 * The planner's intake questions (问题记录): each answer becomes a filter or
 * a preference of the plan (docs in upstream modules/expert). `regions`
 * options name groups of provinces; `budget` options a tuition ceiling.
 */
export const REGION_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  京津冀: ['北京', '天津', '河北'],
  长三角: ['上海', '江苏', '浙江', '安徽'],
  珠三角: ['广东'],
  成渝: ['四川', '重庆'],
  中部: ['河南', '湖北', '湖南', '江西', '山西'],
  东北: ['辽宁', '吉林', '黑龙江'],
  西北: ['陕西', '甘肃', '青海', '宁夏', '新疆'],
  西南: ['云南', '贵州', '广西', '西藏'],
  华东沿海: ['山东', '福建', '海南'],
}
export const BUDGET_TUITION: Readonly<Record<string, number | undefined>> = {
  不限: undefined,
  每年1万元以内: 10_000,
  每年2万元以内: 20_000,
  每年5万元以内: 50_000,
}
export const RISK_SPLITS: Readonly<Record<string, { reach: number; match: number; safe: number }>> = {
  稳妥为主: { reach: 15, match: 55, safe: 30 },
  均衡: { reach: 25, match: 50, safe: 25 },
  敢于冲刺: { reach: 35, match: 45, safe: 20 },
}

export interface ProblemNoteQuestion {
  readonly key: 'regions' | 'categories' | 'goal' | 'risk' | 'adjust' | 'budget'
  readonly label: string
  readonly kind: 'single' | 'multi'
  readonly options: readonly string[]
  readonly hint: string
}

export const PROBLEM_NOTES: readonly ProblemNoteQuestion[] = [
  {
    key: 'regions',
    label: '想去哪些地区读书',
    kind: 'multi',
    options: ['本省', ...Object.keys(REGION_PROVINCES), COMMON_TEXT.any],
    hint: '可多选；选「不限」则不按地区筛选',
  },
  {
    key: 'categories',
    label: '感兴趣的学科门类',
    kind: 'multi',
    options: ['工学', '理学', '医学', '经济学', '管理学', '法学', '文学', '教育学', '艺术学', '农学', '历史学', '哲学'],
    hint: '可多选，按兴趣先后选择；不选表示都可以',
  },
  {
    key: 'goal',
    label: '毕业后的打算',
    kind: 'single',
    options: ['直接就业', '读研深造', '考公或进央国企', '暂未确定'],
    hint: '用于报告中的建议',
  },
  {
    key: 'risk',
    label: '填报风格',
    kind: 'single',
    options: Object.keys(RISK_SPLITS),
    hint: '决定冲、稳、保三档志愿的比例',
  },
  {
    key: 'adjust',
    label: '是否服从专业调剂',
    kind: 'single',
    options: ['服从调剂', '不服从调剂'],
    hint: '不服从调剂时，按所选专业中最有把握的一个估计录取概率',
  },
  {
    key: 'budget',
    label: '学费承受范围',
    kind: 'single',
    options: Object.keys(BUDGET_TUITION),
    hint: '超出范围的院校专业不会出现在推荐中',
  },
]

export const EXPERT_TEXT = {
  expertNotFound: '专家不存在，请刷新后重试',
  consultLimit: (limit: number) => `你已有 ${limit} 条待处理的咨询，请等待联系后再提交`,
  questionLength: '请用 10-300 个字描述你想咨询的问题',
  contactNameLength: '请填写 1-20 个字的联系人称呼',
  topicInvalid: '请选择咨询主题',
  timeInvalid: '请选择方便联系的时间',
  channelInvalid: '请选择咨询方式',
  schemeNotFound: '辅助方案不存在',
  schemeLimit: `最多保存 ${SCHEME_LIMIT} 个辅助方案，请先删除一些`,
  schemeNameLength: '方案名称须为 1-20 个字',
  noteLength: '补充说明不超过 300 个字',
  answersInvalid: (label: string) => `请回答：${label}`,
  optionInvalid: (label: string) => `「${label}」的选项无效，请重新选择`,
  reportMissing: '该方案还没有生成报告，请先生成报告',
} as const

export const EXPERT_PAGE_TEXT = {
  intro:
    '由志愿规划老师一对一解答填报、选科与专业问题；你也可以先用「辅助方案」整理自己的情况，生成一份基于数据的规划报告。',
  tabs: { experts: '专家团队', mine: '我的咨询', schemes: '辅助方案' },
  sampleBadge: '示例',
  sampleNotice: '以下专家为示例资料，不对应真实人物；提交的咨询只保存在本站，演示环境不会有老师真实联系你。',
  specialties: '擅长',
  topics: '可咨询',
  book: '预约咨询',
  // The accessible name starts with the visible 预约咨询 (axe label-content-name-mismatch).
  bookWith: (title: string) => `预约咨询：${title}`,
  formTitle: '咨询意向',
  expert: '咨询专家',
  topic: '咨询主题',
  time: '方便联系的时间',
  channel: '咨询方式',
  contactName: '联系人称呼',
  contactPhone: '联系电话',
  question: '想咨询的问题',
  questionPlaceholder: '例如：物理类 600 分左右，想学计算机，省内和省外怎么取舍？',
  submit: '提交咨询',
  saved: '咨询已提交',
  pending: (pending: number, limit: number) => `待处理的咨询：${pending}/${limit}`,
  packageTitle: '专家一对一咨询套餐',
  packagePerk: `购买套餐后，可同时提交 ${CONSULT_PENDING_LIMIT_PACKAGE} 条待处理的咨询（未购买为 ${CONSULT_PENDING_LIMIT} 条）`,
  packageHeld: `你已购买咨询套餐，可同时提交 ${CONSULT_PENDING_LIMIT_PACKAGE} 条待处理的咨询`,
  mineEmpty: '还没有提交过咨询',
  mineColumns: { time: '提交时间', expert: '专家', topic: '主题', channel: '方式', status: '状态' },
  statusNote: '演示环境：咨询已记录，不会有老师真实联系。',
  schemesEmpty: '还没有辅助方案，先回答几个问题新建一个吧',
  newScheme: '新建辅助方案',
  schemeName: '方案名称',
  schemeNamePlaceholder: '例如：我的第一个方案',
  note: '补充说明（选填）',
  saveScheme: '保存方案',
  editScheme: '修改方案',
  cancelEdit: '取消修改',
  schemeSaved: '方案已保存',
  open: '查看',
  back: '返回方案列表',
  candidate: (province: string, track: string, score: number, rank: number) =>
    `${province} · ${track} · ${score}分 · 位次 ${n(rank)}`,
  steps: { notes: '问题记录', majors: '适合专业', scale: '选科覆盖', volunteers: '志愿梯度', report: '规划报告' },
  majorsTitle: '按分数与选科适合的专业',
  majorsIntro: '在你的省份与科类中，按录取概率统计每个专业可报的院校数；你感兴趣的门类排在前面。',
  majorColumns: {
    major: COMMON_TEXT.major,
    category: '门类',
    options: '可报院校',
    bands: '冲/稳/保',
    best: '最有把握的院校',
  },
  preferred: '感兴趣',
  scaleTitle: '你的选科能报多少专业',
  scaleSummary: (xk: string, open: number, total: number, share: number, year: number) =>
    `${year}年招生计划中，选科「${xk}」可报 ${n(open)} / ${n(total)} 个院校专业，占 ${pct(share)}`,
  scaleColumns: {
    requirement: COMMON_TEXT.subjectRequirement,
    total: '院校专业数',
    open: '你能否报考',
    category: '门类',
    share: '可报比例',
  },
  canApply: '可报',
  cannotApply: '不可报',
  volunteersTitle: '按你的风格拉开冲稳保梯度',
  volunteersSummary: (volunteers: number, reach: number, match: number, safe: number) =>
    `本省每张志愿表 ${volunteers} 个志愿，建议冲 ${reach} 个、稳 ${match} 个、保 ${safe} 个`,
  available: (band: string, count: number) => `${band}：可选 ${n(count)} 个`,
  generate: '生成规划报告',
  regenerate: '重新生成报告',
  generated: '报告已生成',
  reportTitle: '志愿规划报告',
  reportGeneratedAt: (at: string) => `生成时间：${at}`,
  reportSections: {
    rank: '你的位置',
    majors: '适合的专业',
    scale: '选科覆盖',
    volunteers: '志愿梯度',
    summary: '总结与建议',
  },
  rankLine: (year: number, score: number, rank: number, candidates: number, share: string) =>
    `${year}年一分一段表中，${score} 分对应位次 ${n(rank)}（共 ${n(candidates)} 人，约前 ${share}）`,
  lineAbove: (batch: string, line: number, gap: number) => `高于${batch} ${line} 分 ${gap} 分`,
  lineBelow: (batch: string, line: number, gap: number) => `低于${batch} ${line} 分 ${gap} 分`,
  probability: (p: number) => (p > 0.99 ? '>99%' : p < 0.01 ? '<1%' : `${Math.round(p * 100)}%`),
} as const

/** The deterministic sentences of a report's summary (built by the upstream from the report's figures). */
export const REPORT_SUMMARY_TEXT = {
  position: (share: string, batch: string) => `你的分数约位于全省前 ${share}，当前成绩对应「${batch}」。`,
  majors: (names: readonly string[]) =>
    names.length > 0
      ? `按分数与选科，可报院校较多的专业有：${names.join('、')}。`
      : '按当前条件，没有找到可报院校较多的专业，建议放宽地区或学费条件。',
  preferredMissing: (categories: readonly string[]) =>
    `你感兴趣的门类（${categories.join('、')}）中暂无可报专业，可考虑相近门类或放宽条件。`,
  scale: (share: string) => `你的选科可报本省约 ${share} 的院校专业。`,
  scaleLow: '选科覆盖面偏窄：填报时请逐一核对选科要求，避免「能考不能报」。',
  volunteers: (reach: number, match: number, safe: number) =>
    `按你的填报风格，建议冲 ${reach} 个、稳 ${match} 个、保 ${safe} 个志愿。`,
  shortage: (band: string) => `「${band}」档可选院校不足，请放宽地区、学费或门类条件。`,
  notAdjusting: '你选择不服从调剂：若所填专业都未录取，可能被退档，请务必保证有足够的「保」档志愿。',
  goal: {
    直接就业: '你计划毕业后直接就业：可优先看就业面宽、实践性强的专业，关注院校所在城市的产业。',
    读研深造: '你计划读研深造：可优先考虑有保研资格的院校和学科基础扎实的专业。',
    考公或进央国企: '你计划考公或进央国企：可关注专业与岗位的对口情况，以及院校在相关行业的认可度。',
    暂未确定: '毕业去向暂未确定：建议先选择口径较宽的专业大类，入学后再细分方向。',
  } as Readonly<Record<string, string>>,
  disclaimer: '本报告依据示例数据按固定规则生成，仅供参考，不构成录取承诺。',
} as const
