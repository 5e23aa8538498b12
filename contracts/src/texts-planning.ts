/**
 * Texts of self-service filling (自主填报), one-click filling (AI填报), the
 * volunteer tables (志愿表) and their exports: the chance model's
 * explanations, warnings, refusals and the pages' labels.
 */
import type { Band } from './rules/chance.js'
import { groupDigits } from './rules/digits.js'
import { VOLUNTEER_MODES } from './rules/planning-values.js'
import { COMMON_TEXT } from './texts-common.js'

const n = (value: number) => groupDigits(Math.round(value))
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
  /** Published 投档线 print no places: the plan cannot be compared with last year's. */
  planLastUnknown: (planYear: number, plan: number) =>
    `${planYear}年计划招生 ${n(plan)} 人；去年录取人数未公布，预测不按计划增减调整`,
  spread: (spread: number) => `历年波动约 ±${n(spread)} 名`,
  singleYear: (share: number) => `仅有一年录取数据，波动按预测线的 ${Math.round(share * 100)}% 估计，结果仅供参考`,
  probability: (p: number, band: Band | undefined) =>
    band ? `录取概率约 ${pct(p)}，属于「${band}」` : `录取概率约 ${pct(p)}，低于 10%，不建议填报`,
  notAdjusting: (major: string) => `不服从调剂：按所选专业中最有把握的「${major}」计算`,
  /** Accepting adjustment: the group's line decides; the chosen majors' chance is said beside it. */
  adjusting: (group: number, chosen: number) =>
    `服从调剂：进入该专业组的概率约 ${pct(group)}，其中录取到所选专业约 ${pct(chosen)}`,
  /** Refusing adjustment: only a place in a chosen major admits. */
  refusing: (group: number, chosen: number) =>
    `不服从调剂：只有录取到所选专业才算录取，约 ${pct(chosen)}（进入该专业组约 ${pct(group)}）`,
  chosenUnknown: '所选专业没有分专业录取数据，按专业组投档线估计',
  majorsOutOfReach: (out: number, total: number) => `所选 ${total} 个专业中有 ${out} 个录取概率不足 10%`,
  bestMajor: (major: string) => `按该校你最有把握的专业「${major}」计算`,
  preference: (label: string) => `偏好：${label}`,
  noHistory: '近三年无录取数据，无法估计录取概率',
} as const

/** A group whose chosen majors are well out of reach of its line (docs/chance-model.md, "Adjustment"). */
export const ADJUST_RISK_TEXT = {
  adjust: {
    label: '调剂风险',
    text: (chosen: number, group: number) =>
      `调剂风险：进入该专业组约 ${pct(group)}，但录取到所选专业只有约 ${pct(chosen)}，很可能被调剂到未填的专业`,
  },
  withdraw: {
    label: '退档风险',
    text: (chosen: number, group: number) =>
      `退档风险：进入该专业组约 ${pct(group)}，但录取到所选专业只有约 ${pct(chosen)}，不服从调剂时很可能被退档`,
  },
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
  tableOver: (province: string, volunteers: number, count: number) =>
    `志愿表有 ${count} 个志愿，超过${province}每张志愿表 ${volunteers} 个的上限：请先删除 ${count - volunteers} 个，再添加新的志愿`,
  rankMissing: (province: string, score: number) =>
    `${province}一分一段表中查不到 ${score} 分对应的位次，无法估计录取概率：请核对个人资料中的分数`,
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
  provinceChanged: (wishProvince: string, wishTrack: string) =>
    `这张志愿表属于${wishProvince}${wishTrack}，与你当前的高考省份或科类不一致`,
  schoolRequired: '请选择院校',
  schoolNotFound: COMMON_TEXT.schoolNotFound,
  splitInvalid: '冲、稳、保的比例之和须为 100%',
  defaultWishName: (index: number) => `我的志愿表${index}`,
  aiWishName: (index: number) => `AI志愿方案${index}`,
} as const

/** Names of the units of a volunteer and of the province's mode. */
export const UNIT_TEXT = {
  group: (code: string) => `第${code}组`,
  modeGroup: VOLUNTEER_MODES[0],
  modeMajor: VOLUNTEER_MODES[1],
  modeSchool: COMMON_TEXT.school,
  modeNote: (mode: string, volunteers: number, majors: number) =>
    mode === VOLUNTEER_MODES[1]
      ? `按「专业+院校」填报，每张志愿表最多 ${volunteers} 个志愿`
      : `按「${mode}」填报，每张志愿表最多 ${volunteers} 个志愿，每个志愿最多 ${majors} 个专业`,
} as const

/** The exports (Excel and PDF). */
export const EXPORT_TEXT = {
  title: (name: string) => `志愿表：${name}`,
  student: '考生',
  province: COMMON_TEXT.province,
  track: COMMON_TEXT.track,
  subjects: '选科',
  score: COMMON_TEXT.score,
  rank: COMMON_TEXT.rank,
  batch: COMMON_TEXT.batch,
  mode: '填报方式',
  generatedAt: '导出时间',
  sheetName: '志愿表',
  columns: {
    position: '序号',
    school: COMMON_TEXT.school,
    unit: '专业组 / 专业',
    majors: '所填专业',
    band: '冲稳保',
    probability: '录取概率',
    history: '近年最低分 / 最低位次',
    plan: '计划人数',
    tuition: '学费（元/年）',
    requirement: COMMON_TEXT.subjectRequirement,
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
    rank === undefined ? `院校优先：${school}` : `院校优先：${school}录取位次排名第 ${rank} 位`,
  balanced: '均衡：兼顾院校实力与专业偏好',
  majors: (names: readonly string[]) => `所填专业：${names.join('、')}`,
  movedFrom: (from: Band, to: Band) => `「${from}」档可选志愿不足，以「${to}」档补足`,
} as const

/** Labels of the planning pages (/choice, /auxiliaryFill and their sub-pages). */
export const PLANNING_PAGE_TEXT = {
  // Candidate summary
  summaryTitle: '考生信息',
  rankLabel: (year: number) => `位次（${year}年）`,
  scoreLabel: COMMON_TEXT.score,
  trackLabel: COMMON_TEXT.track,
  subjectsLabel: '选科',
  modeLabel: '填报方式',
  editProfile: '修改分数与选科',
  batchLine: (batch: string, year: number, score: number) => `${year}年${batch}线 ${score} 分`,

  // A table that is not there (deleted, or another user's id)
  backToWishes: '返回我的志愿表',
  backToAiPlans: '返回AI填报',

  // Current table
  currentWish: '当前志愿表',
  noWish: '还没有志愿表',
  newWish: '新建志愿表',
  openWish: '查看志愿表',
  filledCount: (n: number, capacity: number) => `已填 ${n}/${capacity}`,
  createdWish: (name: string) => `已新建志愿表「${name}」`,

  // Filters
  filters: '筛选条件',
  activeFilters: (n: number) => `已选 ${n} 项`,
  showFilters: '展开筛选',
  hideFilters: '收起筛选',
  resetFilters: COMMON_TEXT.resetFilters,
  batch: COMMON_TEXT.batch,
  view: '查看方式',
  viewSchool: '按院校',
  viewGroup: '按院校专业组',
  viewMajor: '按专业',
  keyword: '院校名称',
  keywordPlaceholder: '输入院校名称',
  schoolProvinces: '院校所在地',
  schoolProvincesPlaceholder: '不限省份',
  cities: '院校所在城市',
  citiesPlaceholder: '不限城市',
  citiesNeedProvince: '先选择院校所在省份',
  citiesHint: '选了城市的省份只看所选城市，其他省份不受影响',
  level: COMMON_TEXT.schoolLevel,
  types: COMMON_TEXT.schoolType,
  natures: COMMON_TEXT.schoolNature,
  tags: COMMON_TEXT.schoolTags,
  categories: '专业门类',
  categoriesPlaceholder: '不限门类（可多选，先选的优先）',
  tuitionMax: '学费上限',
  tuitionOptions: [
    { value: '', label: COMMON_TEXT.any },
    { value: '6000', label: '6,000元/年以内' },
    { value: '10000', label: '1万元/年以内' },
    { value: '20000', label: '2万元/年以内' },
    { value: '50000', label: '5万元/年以内' },
  ],
  colourVision: '色觉',
  visionScale: '视力记法',
  visionFivePoint: '视力（五分制，较差一眼）',
  visionDecimal: '视力（小数，较差一眼）',
  visionNone: '不填',
  adjust: '是否服从调剂',
  priority: '填报优先级',
  sort: COMMON_TEXT.sort,
  sortOptions: [
    { value: 'fit', label: '离你的位次最近优先' },
    { value: 'chance', label: '录取概率从高到低' },
    { value: 'rank', label: '预测位次从高到低（难→易）' },
    { value: 'preference', label: '按偏好' },
  ],
  any: COMMON_TEXT.any,

  // Results
  tabsLabel: '冲稳保',
  bandCount: (band: string, count: number) => `${band}（${count}）`,
  total: (n: number) => `共 ${groupDigits(n)} 个可选志愿`,
  subjectExcluded: (n: number) => `另有 ${groupDigits(n)} 个志愿因选科要求不符未列出`,
  emptyBand: '该档没有符合条件的志愿，换个筛选条件试试',
  probability: '录取概率',
  predictedRank: '预测最低位次',
  yourRank: '你的位次',
  why: '为什么是这个结果',
  years: '历年录取',
  /** One past year in a line: 2025年 612分/12,345名. */
  yearLine: (year: number, minScore: number, minRank: number) => `${year}年 ${minScore}分/${groupDigits(minRank)}名`,
  yearsColumns: {
    year: COMMON_TEXT.year,
    minScore: COMMON_TEXT.minScore,
    minRank: COMMON_TEXT.minRank,
    rescaled: '折算位次',
    places: COMMON_TEXT.places,
  },
  chosenMajors: '所选专业的录取概率',
  chosenMajorsColumns: { major: COMMON_TEXT.major, probability: '录取概率', band: '档位' },
  majorNoHistory: '无数据',
  plan: (year: number, places: number) => `${year}年计划 ${places} 人`,
  tuition: (min: number, max: number) =>
    min === max ? `学费 ${groupDigits(min)} 元/年` : `学费 ${groupDigits(min)}-${groupDigits(max)} 元/年`,
  requirement: (r: string) => `选科要求：${r}`,
  majorCount: (n: number) => `${n} 个专业`,
  placesAndTuition: (places: number, tuition: number) => `${places}人 · ${groupDigits(tuition)}元`,
  add: '加入志愿表',
  added: '已加入',
  addMajor: '加入此专业',
  addGroup: '加入整组',
  chooseMajors: '选择专业',
  addedToast: (name: string) => `已加入「${name}」`,
  needWish: '请先新建一张志愿表',
  majorsTitle: (school: string) => `${school}：专业组与专业`,
  notEligible: '选科不符',
  memberNote: '自主填报与AI填报为会员功能',

  // Tables (志愿表)
  myWishes: '我的志愿表',
  kindSelf: '自主填报',
  kindAi: 'AI方案',
  createTitle: '新建志愿表',
  wishName: '志愿表名称',
  wishNamePlaceholder: '如：我的志愿表1',
  create: '新建',
  recommended: '推荐',
  batchWithLine: (batch: string, year: number, score: number) => `${batch}（${year}年 ${score}分）`,
  open: '打开',
  edit: '编辑',
  delete: '删除',
  deleteWish: '删除志愿表',
  confirmDeleteWish: (name: string) => `确定删除志愿表「${name}」吗？删除后不可恢复。`,
  deleted: '已删除',
  confirm: '确定',
  cancel: '取消',
  rename: '重命名',
  save: '保存',
  saved: '已保存',
  info: '备注',
  infoPlaceholder: '给这张志愿表写点备注（选填）',
  updatedAt: (iso: string) => `更新于 ${iso.slice(0, 16).replace('T', ' ')}`,
  lines: (n: number, capacity: number) => `${n}/${capacity} 个志愿`,
  emptyWish: '志愿表还是空的，去「自主填报」挑选志愿吧',
  goChoose: '继续挑选志愿',
  sortByChance: '一键排序（冲→保）',
  sorted: '已按录取概率从低到高排序',
  exportExcel: '导出Excel',
  exportPdf: '导出PDF',
  exporting: '正在导出…',
  exported: (file: string) => `已导出 ${file}`,
  clear: '清空',
  confirmClear: '确定清空这张志愿表的全部志愿吗？',
  cleared: '已清空',
  position: '序号',
  positionLabel: (n: number) => `第 ${n} 个志愿的序号`,
  move: '调整',
  dragHandle: (n: number, name: string) => `拖动排序：第 ${n} 个志愿 ${name}`,
  dragHint: '拖动左侧手柄或输入序号调整顺序；键盘可用空格拿起、方向键移动、空格放下',
  dragInstructions: '按空格键拿起这条志愿，用上下方向键移动，再按空格键放下，按 Esc 取消',
  dragStart: (from: number) => `已拿起第 ${from} 个志愿`,
  dragOver: (from: number, to: number) => `第 ${from} 个志愿移到第 ${to} 位`,
  dragEnd: (from: number, to: number) => `已把第 ${from} 个志愿放到第 ${to} 位`,
  dragCancel: (from: number) => `已取消，第 ${from} 个志愿留在原位`,
  deleteLine: (name: string) => `删除志愿 ${name}`,
  deleteMajor: (name: string) => `删除专业 ${name}`,
  lineDeleted: '已删除该志愿',
  lineDeletedNamed: (name: string) => `已删除志愿 ${name}`,
  undo: '撤销',
  undoDelete: (name: string) => `撤销删除：${name}`,
  lineRestored: (position: number) => `已恢复，放回第 ${position} 位`,
  tableFullReason: (volunteers: number) =>
    `志愿表已满（${volunteers}/${volunteers}）：请先删除志愿或新建一张志愿表，再添加`,
  full: '已满',
  moved: (n: number) => `已移到第 ${n} 位`,
  counts: (c: { 冲: number; 稳: number; 保: number; none: number }) =>
    `冲 ${c.冲} · 稳 ${c.稳} · 保 ${c.保}${c.none > 0 ? ` · 低于10%或无数据 ${c.none}` : ''}`,
  warnings: '提示',
  physicalTitle: '体检情况（用于提示受限专业）',
  settings: '志愿表设置：名称、备注、是否服从调剂、体检情况',
  adjustYes: '服从调剂',
  adjustNo: '不服从调剂',
  noChance: '暂无录取概率',
  history: '近年最低分/位次',
  majorsLabel: '所填专业',

  // AI filling
  aiTitle: 'AI填报',
  aiIntro:
    '按你的位次与偏好，从全部招生计划中计算每个志愿的录取概率，按「冲/稳/保」比例自动生成一整张符合本省规则的志愿表。每条志愿都附上计算依据。',
  aiSteps: [
    '历年最低位次按考生人数折算到今年，加权预测今年的最低位次',
    '按计划人数的增减调整预测，并以历年波动估计不确定性',
    '录取概率 ≥85% 为「保」，50%-85% 为「稳」，10%-50% 为「冲」，低于10% 不推荐',
    '按你选择的比例和优先级挑选志愿，冲在前、保在后，同一志愿不重复',
  ],
  aiStart: '开始AI填报',
  aiPlans: '我的AI方案',
  aiEmpty: '还没有AI方案，填写偏好后一键生成',
  preferences: '填报偏好',
  split: '冲稳保比例',
  splitNote: (presets: string, safeFloor: number, reach: number, match: number, safe: number) =>
    `${presets}（保 ≥${safeFloor}%，默认 ${reach}/${match}/${safe}）`,
  splitPresets: { default: '均衡 25/50/25', bold: '激进 35/45/20', careful: '稳妥 15/55/30', custom: '自定义' },
  splitReach: '冲（%）',
  splitMatch: '稳（%）',
  splitSafe: '保（%）',
  splitSum: (n: number) => `合计 ${n}%`,
  planName: '方案名称（选填）',
  generate: '一键生成志愿表',
  regenerate: '按新偏好重新生成',
  generating: '正在生成…',
  generated: (n: number) => `已生成 ${n} 个志愿`,
  shortfall: (n: number) => `筛选条件较严，还差 ${n} 个志愿未填满`,
  result: '查看结果',
  editInTable: '在志愿表中编辑',
  chosenBecause: '入选理由',
  preferencesSummary: '生成偏好',
} as const
