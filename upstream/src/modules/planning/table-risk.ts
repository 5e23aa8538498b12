import {
  type Band,
  bandOf,
  ORDER_GAP,
  safeLinesNeeded,
  slideRiskLevel,
  TABLE_RISK_CORRELATION,
  TABLE_RISK_TEXT,
  type TableRisk,
  type TableRiskExclusion,
  type TableRiskLine,
  type TableRiskOrder,
} from '@gaokao/contracts'
import { phi } from './chance-model.js'
import { normalQuantile } from './normal-quantile.js'

/**
 * A volunteer table judged as a whole under 平行志愿 (docs/table-risk.md).
 * Pure: the lines in order with their P in, the judgement out.
 *
 * The lines are not independent: one year's cut-offs move together (a
 * harder year is harder for every school), so each line's admission is
 * {√ρ·S + √(1-ρ)·ε_i < Φ⁻¹(P_i)} with one shared S and its own ε_i, and
 * the chances are averaged over S. ρ = 0 gives the independent bound
 * 1 - Π(1 - P_i), ρ → 1 the best single line.
 */

export interface RiskInputLine {
  readonly lineId: number
  readonly position: number
  /** The unit the line names (duplicates share it). */
  readonly key: string
  /** The line's P; null without a chance (no history). */
  readonly probability: number | null
  /** Set when the line cannot admit: its subjects no longer match, it left the plan, or it is a special type. */
  readonly blocked?: { readonly kind: 'subject' | 'missing' | 'special'; readonly reason: string }
}

/**
 * Points of the shared factor S: a grid on [-7, 7] weighted by the normal
 * density. The integrands are smooth in S, so the trapezoid rule at 0.1 is
 * accurate to far below a displayed percent (the orthant test holds it to
 * 1e-5) and keeps a 96-line table to a few milliseconds.
 */
const GRID = (() => {
  const step = 0.1
  const points: { s: number; w: number }[] = []
  let total = 0
  for (let s = -7; s <= 7 + 1e-9; s += step) {
    const w = Math.exp((-s * s) / 2)
    points.push({ s, w })
    total += w
  }
  return points.map((p) => ({ s: p.s, w: p.w / total }))
})()

const BAND_ORDER: Record<Band, number> = { 冲: 1, 稳: 2, 保: 3 }
const bandRank = (band: Band | undefined) => (band ? BAND_ORDER[band] : 0)

export function tableRisk(
  input: readonly RiskInputLine[],
  capacity: number,
  correlation = TABLE_RISK_CORRELATION,
): TableRisk {
  const lines = [...input].sort((a, b) => a.position - b.position)
  const firstOfKey = new Map<string, number>()
  const judged = lines.map((line) => {
    const exclusion = excludedBy(line, firstOfKey)
    if (!firstOfKey.has(line.key)) firstOfKey.set(line.key, line.position)
    const counted = exclusion === null
    return { line, exclusion, p: counted ? clamp(line.probability ?? 0) : 0 }
  })

  const shares = admitShares(
    judged.map((j) => j.p),
    correlation,
  )
  const admitted = clamp(shares.reduce((a, b) => a + b, 0))
  const independent = clamp(1 - judged.reduce((miss, j) => miss * (1 - j.p), 1))

  const counts = { 冲: 0, 稳: 0, 保: 0, none: 0 }
  for (const j of judged) {
    const band = j.exclusion ? undefined : bandOf(j.p)
    if (band) counts[band]++
    else counts.none++
  }

  let cumulative = 0
  let medianLine: number | null = null
  const riskLines: TableRiskLine[] = judged.map((j, i) => {
    const share = clamp(shares[i] ?? 0)
    cumulative += share
    if (medianLine === null && cumulative >= 0.5) medianLine = j.line.position
    return {
      lineId: j.line.lineId,
      position: j.line.position,
      probability: j.p,
      admitShare: share,
      excluded: j.exclusion?.kind ?? null,
      reason: j.exclusion?.reason ?? '',
    }
  })

  const outOfOrder = orderProblems(judged.filter((j) => j.exclusion === null))
  const safeNeeded = safeLinesNeeded(capacity)
  const slideRisk = clamp(1 - admitted)
  const excludedCount = judged.filter((j) => j.exclusion !== null).length
  const notes = [
    TABLE_RISK_TEXT.admitted(admitted),
    `${TABLE_RISK_TEXT.level[slideRiskLevel(slideRisk)]}：${TABLE_RISK_TEXT.slideRisk(slideRisk)}`,
    counts.保 >= safeNeeded
      ? TABLE_RISK_TEXT.safeEnough(counts.保, safeNeeded)
      : TABLE_RISK_TEXT.safeShort(counts.保, safeNeeded),
    medianLine === null ? TABLE_RISK_TEXT.noMedianLine : TABLE_RISK_TEXT.medianLine(medianLine),
    ...(outOfOrder.length > 0 ? [TABLE_RISK_TEXT.outOfOrderCount(outOfOrder.length)] : []),
    ...(excludedCount > 0 ? [TABLE_RISK_TEXT.notCounted(excludedCount)] : []),
  ]

  return {
    admitted,
    slideRisk,
    admittedIfIndependent: independent,
    level: slideRiskLevel(slideRisk),
    counts,
    safeCount: counts.保,
    safeNeeded,
    enoughSafe: counts.保 >= safeNeeded,
    medianLine,
    lines: riskLines,
    outOfOrder,
    notes,
  }
}

function excludedBy(
  line: RiskInputLine,
  firstOfKey: ReadonlyMap<string, number>,
): { kind: TableRiskExclusion; reason: string } | null {
  if (line.blocked) return line.blocked
  const first = firstOfKey.get(line.key)
  if (first !== undefined) return { kind: 'duplicate', reason: TABLE_RISK_TEXT.duplicate(first) }
  if (line.probability === null) return { kind: 'noHistory', reason: TABLE_RISK_TEXT.noHistory }
  return null
}

/**
 * P(line i is the first in order that admits) = E_S[p_i(S) Π_{j<i}(1 - p_j(S))],
 * with p_i(S) = Φ((Φ⁻¹(P_i) - √ρ·S) / √(1-ρ)). Their sum is P(admitted by some line).
 */
export function admitShares(probabilities: readonly number[], correlation: number): number[] {
  const rho = Math.min(Math.max(correlation, 0), 0.999)
  if (rho === 0) return sharesGiven(probabilities)
  const z = probabilities.map(normalQuantile)
  const a = Math.sqrt(rho)
  const b = Math.sqrt(1 - rho)
  const shares = probabilities.map(() => 0)
  for (const { s, w } of GRID) {
    // Given S the lines are independent: line i takes what the lines above it left.
    let miss = 1
    z.forEach((zi, i) => {
      const p = Number.isFinite(zi) ? phi((zi - a * s) / b) : zi > 0 ? 1 : 0
      shares[i] = (shares[i] ?? 0) + w * miss * p
      miss *= 1 - p
    })
  }
  return shares
}

/** The shares when the lines are independent (given S, they are). */
function sharesGiven(p: readonly number[]): number[] {
  let miss = 1
  return p.map((pi) => {
    const share = miss * pi
    miss *= 1 - pi
    return share
  })
}

/** Each counted line below a clearly likelier line of an easier band: the first such line above it. */
function orderProblems(counted: readonly { line: RiskInputLine; p: number }[]): TableRiskOrder[] {
  const problems: TableRiskOrder[] = []
  counted.forEach((below, i) => {
    const belowBand = bandOf(below.p)
    const above = counted
      .slice(0, i)
      .find((a) => bandRank(bandOf(a.p)) > bandRank(belowBand) && a.p >= below.p + ORDER_GAP)
    if (!above) return
    problems.push({
      lineId: below.line.lineId,
      position: below.line.position,
      aboveLineId: above.line.lineId,
      abovePosition: above.line.position,
      text: TABLE_RISK_TEXT.outOfOrder(
        above.line.position,
        bandOf(above.p) ?? null,
        below.line.position,
        belowBand ?? null,
      ),
    })
  })
  return problems
}

function clamp(p: number): number {
  return Math.min(1, Math.max(0, p))
}
