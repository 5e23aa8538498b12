import { HISTORY_YEARS } from './model.js'
import { streamFor } from './prng.js'

/**
 * Salary and employment figures of a major (sample data): the average monthly
 * income six months after graduation and the employment rate of the
 * graduating years of HISTORY_YEARS (届). Like every generated figure they follow
 * from the authored facts and the fixed seed alone, through the major's own
 * stream (`major-outcome|<id>`), so adding a major or a job link changes no
 * other major's figures. They are computed when the upstream starts (tens of
 * milliseconds for the 1,069 majors), not stored: no table, no reseed.
 *
 * salary(2025) = level base × pay factor × exp(0.05·N)
 *   level base      本科 6,050, 专科 4,750 yuan (the order of published
 *                   national averages for graduates half a year out)
 *   pay factor      with linked jobs: (median midpoint of their authored
 *                   salary bands / 11,500)^0.6, blended 3:1 (geometric) with
 *                   the field's factor; without: the field's factor
 *   field factor    per 门类 / 专业大类 below (工学 1.08 ... 历史学 0.88)
 * salary(year)     = salary(2025) × 1.035^(year − 2025) × exp(0.015·N)
 * employment rate  = 91.5 (本科) / 90.5 (专科) + 6·ln(pay factor) + N(0, 1.2)
 *                    + N(0, 0.6) per year, within 82-98.5 %
 * Salaries are rounded to 10 yuan, rates to 0.1 %.
 */

export interface MajorOutcomeInput {
  readonly id: number
  readonly level: '本科' | '专科'
  /** The 门类 or 专业大类: the first two digits of the 专业类 code. */
  readonly categoryCode: string
  /** The authored monthly salary bands of the jobs linked to the major. */
  readonly jobBands: readonly { readonly min: number; readonly max: number }[]
}

export interface MajorOutcomeYear {
  readonly year: number
  /** Yuan per month, six months after graduation. */
  readonly salary: number
  /** Percent, one decimal. */
  readonly employmentRate: number
}

const LEVEL_BASE = { 本科: 6050, 专科: 4750 } as const
const EMPLOYMENT_BASE = { 本科: 91.5, 专科: 90.5 } as const
/** The median midpoint of the authored jobs' bands (fixed, so a new job moves only its own majors). */
const REFERENCE_MIDPOINT = 11_500
const SALARY_GROWTH = 1.035

/** Relative pay by field: 门类 codes 01-14, 专业大类 codes 41-59. */
const FIELD_FACTOR: Readonly<Record<string, number>> = {
  '01': 0.92, // 哲学
  '02': 1.03, // 经济学
  '03': 0.95, // 法学
  '04': 0.9, // 教育学
  '05': 0.95, // 文学
  '06': 0.88, // 历史学
  '07': 1.02, // 理学
  '08': 1.08, // 工学
  '09': 0.9, // 农学
  '10': 0.97, // 医学
  '12': 0.98, // 管理学
  '13': 0.93, // 艺术学
  '14': 1.05, // 交叉学科
  '41': 0.92, // 农林牧渔
  '42': 0.98, // 资源环境与安全
  '43': 1.04, // 能源动力与材料
  '44': 1.0, // 土木建筑
  '45': 0.97, // 水利
  '46': 1.05, // 装备制造
  '47': 1.0, // 生物与化工
  '48': 0.95, // 轻工纺织
  '49': 0.96, // 食品药品与粮食
  '50': 1.04, // 交通运输
  '51': 1.08, // 电子与信息
  '52': 0.93, // 医药卫生
  '53': 0.97, // 财经商贸
  '54': 0.92, // 旅游
  '55': 0.95, // 文化艺术
  '56': 0.97, // 新闻传播
  '57': 0.9, // 教育与体育
  '58': 0.96, // 公安与司法
  '59': 0.93, // 公共管理与服务
}

export function payFactor(input: MajorOutcomeInput): number {
  const field = FIELD_FACTOR[input.categoryCode] ?? 1
  if (input.jobBands.length === 0) return field
  const midpoints = input.jobBands.map((b) => (b.min + b.max) / 2).sort((a, b) => a - b)
  const mid =
    midpoints.length % 2 === 1
      ? (midpoints[(midpoints.length - 1) / 2] as number)
      : ((midpoints[midpoints.length / 2 - 1] as number) + (midpoints[midpoints.length / 2] as number)) / 2
  const jobs = (mid / REFERENCE_MIDPOINT) ** 0.6
  return jobs ** 0.75 * field ** 0.25
}

/** The figures of one major, oldest year first. */
export function majorOutcomes(input: MajorOutcomeInput): MajorOutcomeYear[] {
  const factor = payFactor(input)
  const major = streamFor('major-outcome', input.id)
  const latest = LEVEL_BASE[input.level] * factor * major.jitter(0.05)
  const employment = EMPLOYMENT_BASE[input.level] + 6 * Math.log(factor) + 1.2 * major.normal()
  const newest = HISTORY_YEARS[HISTORY_YEARS.length - 1] as number
  return HISTORY_YEARS.map((year) => {
    const yearly = streamFor('major-outcome', input.id, year)
    const salary = latest * SALARY_GROWTH ** (year - newest) * yearly.jitter(0.015)
    const rate = Math.min(98.5, Math.max(82, employment + 0.6 * yearly.normal()))
    return { year, salary: Math.round(salary / 10) * 10, employmentRate: Math.round(rate * 10) / 10 }
  })
}
