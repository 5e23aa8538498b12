import type { CollegeEntry, MajorEntry } from '../load.js'

/**
 * How likely a school of a given type is to run a major: a weight per 门类
 * (专业大类 for 专科 schools) and type, corrected for majors only some
 * schools may run (medicine, police, weapons, rare languages). A 医药 school
 * runs medicine, a 师范 school education, a 理工 school engineering.
 */
type Weights = Readonly<Record<string, number>>

const UNDERGRADUATE: Readonly<Record<string, Weights>> = {
  综合: {
    哲学: 0.5,
    经济学: 1,
    法学: 1,
    教育学: 0.6,
    文学: 1,
    历史学: 0.8,
    理学: 1.2,
    工学: 1.2,
    农学: 0.3,
    医学: 0.6,
    管理学: 1,
    艺术学: 0.5,
    交叉学科: 0.2,
  },
  理工: { 经济学: 0.4, 法学: 0.2, 文学: 0.3, 理学: 1, 工学: 3, 管理学: 0.6, 艺术学: 0.2, 哲学: 0.05, 教育学: 0.05 },
  师范: {
    教育学: 3,
    文学: 1.5,
    历史学: 1.5,
    理学: 1.5,
    哲学: 0.5,
    法学: 0.6,
    艺术学: 1,
    管理学: 0.4,
    经济学: 0.3,
    工学: 0.3,
  },
  医药: { 医学: 4, 理学: 0.4, 管理学: 0.3, 工学: 0.2, 文学: 0.05 },
  财经: { 经济学: 4, 管理学: 3, 法学: 0.8, 理学: 0.3, 工学: 0.3, 文学: 0.4 },
  政法: { 法学: 4, 管理学: 1, 文学: 0.6, 经济学: 0.5, 哲学: 0.5 },
  农林: { 农学: 4, 工学: 1, 理学: 0.6, 管理学: 0.6, 经济学: 0.3 },
  语言: { 文学: 4, 经济学: 0.5, 管理学: 0.6, 法学: 0.4, 教育学: 0.3 },
  艺术: { 艺术学: 5, 文学: 0.2, 工学: 0.1 },
  体育: { 教育学: 4, 管理学: 0.5, 艺术学: 0.5, 医学: 0.2, 文学: 0.2 },
  民族: {
    文学: 1.5,
    法学: 1.5,
    管理学: 1,
    经济学: 0.8,
    理学: 0.8,
    工学: 0.6,
    教育学: 0.6,
    历史学: 0.8,
    艺术学: 0.6,
    医学: 0.2,
  },
  军事: { 工学: 3, 理学: 1, 医学: 1, 管理学: 0.3 },
}

const VOCATIONAL: Readonly<Record<string, Weights>> = {
  理工: {
    装备制造大类: 3,
    电子与信息大类: 3,
    土木建筑大类: 2,
    交通运输大类: 1.5,
    能源动力与材料大类: 1,
    生物与化工大类: 1,
    资源环境与安全大类: 1,
    财经商贸大类: 1,
    轻工纺织大类: 0.5,
    水利大类: 0.5,
  },
  综合: {
    电子与信息大类: 2,
    财经商贸大类: 2,
    装备制造大类: 1.5,
    土木建筑大类: 1.5,
    文化艺术大类: 1,
    教育与体育大类: 1,
    旅游大类: 1,
    交通运输大类: 1,
    公共管理与服务大类: 0.8,
    医药卫生大类: 0.5,
    新闻传播大类: 0.5,
  },
  财经: { 财经商贸大类: 4, 电子与信息大类: 1, 旅游大类: 1, 文化艺术大类: 0.5, 公共管理与服务大类: 0.5 },
  农林: {
    农林牧渔大类: 4,
    食品药品与粮食大类: 1.5,
    生物与化工大类: 1,
    资源环境与安全大类: 1,
    财经商贸大类: 0.5,
    土木建筑大类: 0.5,
  },
  医药: { 医药卫生大类: 5, 食品药品与粮食大类: 1, 公共管理与服务大类: 0.3 },
  政法: { 公安与司法大类: 5, 公共管理与服务大类: 1 },
  艺术: { 文化艺术大类: 5, 新闻传播大类: 1.5, 教育与体育大类: 0.5 },
  体育: { 教育与体育大类: 5, 旅游大类: 0.5 },
  师范: { 教育与体育大类: 4, 文化艺术大类: 1 },
}

/** Majors nearly every school of the right kind runs. */
const COMMON_MAJORS = new Set([
  '080901', // 计算机科学与技术
  '080902', // 软件工程
  '080910T', // 数据科学与大数据技术
  '080701', // 电子信息工程
  '080202', // 机械设计制造及其自动化
  '081001', // 土木工程
  '050201', // 英语
  '050101', // 汉语言文学
  '030101K', // 法学
  '020301K', // 金融学
  '020401', // 国际经济与贸易
  '120203K', // 会计学
  '120204', // 财务管理
  '120201K', // 工商管理
  '120202', // 市场营销
  '070101', // 数学与应用数学
])
/** The foreign languages most schools teach; the other 50-odd are for language schools and the largest universities. */
const COMMON_LANGUAGES = new Set(['050201', '050202', '050203', '050204', '050207', '050261', '050262'])
const MEDICINE_CLASSES = new Set(['1001', '1002', '1003', '1009'])
const CHINESE_MEDICINE_CLASSES = new Set(['1005', '1006', '1008'])
const POLICE_CLASSES = new Set(['0306', '0831'])
const DEFENCE_CLASSES = new Set(['0820', '0821', '0822'])
const DEFENCE_AUTHORITIES = new Set(['工业和信息化部', '中央军委'])
/** Prison, court-police and community-correction majors train for the justice system: 政法 and police schools only. */
const JUSTICE_MAJORS = new Set(['030103T', '030106TK', '030107TK'])
/** Special-needs teaching (特殊教育, 教育康复学, 孤独症儿童教育) is taught where teachers are trained. */
const SPECIAL_EDUCATION = new Set(['040108', '040110TK', '040116TK'])
/** 蒙医学, 藏医学 and the other ethnic medicines are taught where those peoples live. */
const ETHNIC_MEDICINE = /^(蒙|藏|维|傣|哈|朝|壮)/
const ETHNIC_PROVINCES = new Set(['内蒙古', '西藏', '新疆', '云南', '吉林', '广西', '青海'])

function isPolice(college: CollegeEntry): boolean {
  return college.authority === '公安部' || college.name.includes('警')
}

/** How a major fares against the others of its field at this school: 0 = never taught here. */
function undergraduateModifier(college: CollegeEntry, major: MajorEntry): number {
  const tags = new Set(college.tags)
  const leading = tags.has('985') || tags.has('211')
  if (POLICE_CLASSES.has(major.classCode)) return isPolice(college) ? 8 : 0
  let modifier = 1
  if (MEDICINE_CLASSES.has(major.classCode)) {
    modifier *= college.type === '医药' || college.type === '军事' || (college.type === '综合' && leading) ? 1 : 0
  }
  if (CHINESE_MEDICINE_CLASSES.has(major.classCode)) {
    modifier *= college.name.includes('中医') || college.name.includes('药') ? 3 : college.type === '医药' ? 0.2 : 0
  }
  if (ETHNIC_MEDICINE.test(major.name) && major.category === '医学') {
    modifier *= college.type === '民族' || ETHNIC_PROVINCES.has(college.province) ? 1 : 0
  }
  if (DEFENCE_CLASSES.has(major.classCode)) {
    const defence = DEFENCE_AUTHORITIES.has(college.authority) || /航空|航天|兵器|理工/.test(college.name)
    modifier *= defence ? 1.5 : major.classCode === '0820' && tags.has('985') ? 0.5 : 0
  }
  if (major.classCode === '0502' && !COMMON_LANGUAGES.has(major.code)) {
    modifier *= college.type === '语言' ? 0.8 : leading && college.type === '综合' ? 0.2 : 0.03
  }
  if (JUSTICE_MAJORS.has(major.code)) modifier *= college.type === '政法' || isPolice(college) ? 1 : 0
  if (SPECIAL_EDUCATION.has(major.code)) modifier *= college.type === '师范' ? 1 : 0
  if (major.classCode === '0402') modifier *= college.type === '体育' ? 1 : college.type === '师范' ? 0.5 : 0.1
  if (major.classCode === '0401') modifier *= college.type === '师范' ? 1 : college.type === '体育' ? 0.1 : 0.3
  if (COMMON_MAJORS.has(major.code)) modifier *= 3
  else {
    // 特设 (T) majors are run by fewer schools, 国家控制布点 (K) ones by fewer still.
    if (major.code.includes('T')) modifier *= 0.6
    if (major.code.includes('K')) modifier *= 0.5
  }
  return modifier
}

/** The weight of the major's field (门类, or 专业大类 for 专科) at a school of this type. */
function fieldWeight(college: CollegeEntry, major: MajorEntry): number {
  if (college.level === '本科') {
    // A police school teaches policing, with a little law and management around it.
    if (isPolice(college)) return POLICE_CLASSES.has(major.classCode) ? 1 : 0.05
    return UNDERGRADUATE[college.type]?.[major.category] ?? 0
  }
  const weights = VOCATIONAL[college.type]
  // Types without their own vocational profile (语言, 民族...) run a bit of everything.
  return weights ? (weights[major.category] ?? 0.05) : 1
}

/** True when offerings.ts never lets a school like this one run the major (clinical medicine at a 财经 school, 监狱学 outside 政法 schools...). */
export function isRestricted(college: CollegeEntry, major: MajorEntry): boolean {
  return major.level === '本科' && college.level === '本科' && undergraduateModifier(college, major) === 0
}

/**
 * Each major's chance of being run by the school. A field's weight is its
 * share of the school's majors, however many majors the list holds in it
 * (工学 has 277 in the catalogue, 哲学 4); within the field, common majors
 * come first and restricted ones only where they belong. 0 = never.
 * `popularity` (one per major of the list: how many real schools like this
 * one run it) makes the majors most such schools run the likeliest within
 * their field (generate/offering-pools.ts).
 */
export function offeringWeights(
  college: CollegeEntry,
  catalogue: readonly MajorEntry[],
  popularity?: readonly number[],
): number[] {
  const rated = catalogue.map((major, i) => ({
    major,
    modifier:
      (major.level !== college.level ? 0 : major.level === '本科' ? undergraduateModifier(college, major) : 1) *
      (popularity?.[i] ?? 1),
  }))
  const fieldTotals = new Map<string, number>()
  for (const { major, modifier } of rated) {
    fieldTotals.set(major.category, (fieldTotals.get(major.category) ?? 0) + modifier)
  }
  return rated.map(({ major, modifier }) => {
    const total = fieldTotals.get(major.category) ?? 0
    return total === 0 ? 0 : (fieldWeight(college, major) * modifier) / total
  })
}

/** Schools that teach one field run fewer majors than the tier's range. */
export const SPECIALISED_TYPES = new Set(['医药', '政法', '语言', '艺术', '体育', '军事', '民族'])

/**
 * How much less wanted a major is than its school's average (1 = average,
 * 0.55 = the best-ranked candidates fight for it). Applied to selectivity.
 */
const CLASS_DEMAND: Readonly<Record<string, number>> = {
  '0809': 0.55, // 计算机类
  '0807': 0.6, // 电子信息类
  '1002': 0.55, // 临床医学类
  '1003': 0.55, // 口腔医学类
  '0203': 0.7, // 金融学类
  '0301': 0.75, // 法学类
  '0808': 0.7, // 自动化类
  '0806': 0.7, // 电气类
  '0101': 1.4, // 哲学类
  '0601': 1.2, // 历史学类
  '0709': 1.4, // 地质学类
  '0814': 1.5, // 地质类
  '0815': 1.5, // 矿业类
  '0816': 1.4, // 纺织类
  '0817': 1.3, // 轻工类
  '0823': 1.4, // 农业工程类
  '0824': 1.4, // 林业工程类
  '0827': 1.2, // 食品科学与工程类
  '1011': 1.2, // 护理学类
  '5201': 0.7, // 专科 临床医学类
  '5102': 0.8, // 专科 计算机类
}
const CATEGORY_DEMAND: Readonly<Record<string, number>> = { 农学: 1.4, 农林牧渔大类: 1.3 }

export function demandFactor(major: MajorEntry): number {
  return CLASS_DEMAND[major.classCode] ?? CATEGORY_DEMAND[major.category] ?? 1
}
