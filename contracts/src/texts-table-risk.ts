/**
 * Texts of the whole-table judgement (整表评估, docs/table-risk.md): the
 * summary above a volunteer table, in the one-click result and in the exports.
 */
import type { Band } from './rules/chance.js'
import type { SlideRiskLevel } from './rules/table-risk.js'
import { formatProbability as pct } from './texts-planning.js'

const TABLE_RISK_TEXT_BASE = {
  admitted: (p: number) => `按平行志愿顺序投档，被其中某个志愿录取的概率约 ${pct(p)}`,
  independentBound: (p: number) => `若各志愿互不相关可达 ${pct(p)}；各志愿同受当年分数线波动影响，按相关计算`,
} as const

export const TABLE_RISK_TEXT = {
  ...TABLE_RISK_TEXT_BASE,
  title: '整表评估',
  slideRisk: (p: number) => `滑档风险约 ${pct(p)}`,
  level: { low: '滑档风险低', medium: '滑档风险中等', high: '滑档风险高' } satisfies Record<SlideRiskLevel, string>,
  safeEnough: (have: number, need: number) => `保底志愿 ${have} 个（建议至少 ${need} 个）`,
  safeShort: (have: number, need: number) => `保底志愿只有 ${have} 个，建议至少 ${need} 个`,
  medianLine: (position: number) => `按顺序投档，一半的可能在第 ${position} 条及之前被录取`,
  noMedianLine: '被录取的可能不到一半，请增加稳妥和保底志愿',
  outOfOrder: (above: number, aboveBand: Band | null, below: number, belowBand: Band | null) =>
    `第 ${above} 条（${aboveBand ?? '—'}）排在第 ${below} 条（${belowBand ?? '—'}）之前：平行志愿按顺序投档，前面更有把握的志愿先录取，后面这条基本用不上，建议调换顺序`,
  outOfOrderCount: (n: number) => `${n} 条志愿排在更有把握的志愿之后，基本用不上`,
  duplicate: (first: number) => `与第 ${first} 条重复`,
  noHistory: '无历史录取数据，无法估计',
  notCounted: (n: number) => `${n} 条志愿不计入（选科不符、重复、今年不招生或特殊类型招生）`,
  notCountedLabel: '不计入整表评估',
  lineLabel: (position: number) => `第 ${position} 条`,
  empty: '志愿表还是空的，添加志愿后显示整表评估',
  admittedLabel: '被录取的概率',
  slideRiskLabel: '滑档风险',
  safeLabel: '保底志愿',
  medianLabel: '一半可能在',
  safeValue: (have: number, need: number) => `${have} 个 / 建议 ${need} 个`,
  medianValue: (position: number | null) => (position === null ? '不到一半' : `第 ${position} 条之前`),
  /** A line that does not count: P 0, and why. */
  excludedLine: (position: number, reason: string) => `第 ${position} 条按录取概率 0 计，不计入：${reason}`,
  problemsLabel: '需要注意',
  explain: (admitted: number, independent: number) =>
    `${TABLE_RISK_TEXT_BASE.admitted(admitted)}；${TABLE_RISK_TEXT_BASE.independentBound(independent)}。`,
} as const
