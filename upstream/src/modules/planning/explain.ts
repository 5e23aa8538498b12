import { ADJUST_RISK_TEXT, BAND_FLOOR, bandOf, CHANCE_TEXT, type Chance } from '@gaokao/contracts'
import type { LineChance } from './adjustment.js'
import type { PlanningCandidate } from './candidate.js'
import { SPREAD_SHARE_SINGLE_YEAR, type UnitStats, verdict } from './chance-model.js'
import type { TrackData } from './planning-data.js'

/** A group's or school's line with its chosen majors (adjustment.ts), named for the page. */
export interface LineAdjustment {
  readonly chance: LineChance
  /** The chosen majors, in the order of `chance.majors`. */
  readonly majors: readonly { readonly id: number; readonly name: string }[]
}

const round4 = (p: number) => Math.round(p * 10_000) / 10_000

/**
 * A unit's chance as the contracts carry it: every input the model used
 * (years, ranks, places, plan change), the result, and short Chinese
 * sentences built from those numbers, so the page can say why. A line with
 * chosen majors also says what adjustment does to it and each major's chance.
 */
export function explainChance(
  stats: UnitStats,
  data: Pick<TrackData, 'rankYear' | 'planYear'>,
  candidate: Pick<PlanningCandidate, 'rank'>,
  extra: readonly string[] = [],
  line?: LineAdjustment,
): Chance {
  const c = candidate.rank
  const v = verdict(stats, c, line?.chance.probability)
  const predicted = Math.round(stats.predictedRank)
  const reasons = [CHANCE_TEXT.predicted(stats.years.map((y) => y.year).reverse(), data.rankYear, predicted)]
  reasons.push(predicted >= c ? CHANCE_TEXT.above(c, predicted - c) : CHANCE_TEXT.below(c, c - predicted))
  // Published lines print no places (0 here): no comparison with a number nobody published.
  if (stats.lastPlaces === 0) reasons.push(CHANCE_TEXT.planLastUnknown(data.planYear, stats.planPlaces))
  else if (stats.planPlaces > stats.lastPlaces)
    reasons.push(CHANCE_TEXT.planMore(data.planYear, stats.planPlaces, stats.lastPlaces))
  else if (stats.planPlaces < stats.lastPlaces)
    reasons.push(CHANCE_TEXT.planFewer(data.planYear, stats.planPlaces, stats.lastPlaces))
  else reasons.push(CHANCE_TEXT.planSame(data.planYear, stats.planPlaces))
  reasons.push(
    stats.years.length === 1 ? CHANCE_TEXT.singleYear(SPREAD_SHARE_SINGLE_YEAR) : CHANCE_TEXT.spread(stats.spread),
  )
  reasons.push(...extra)
  if (line) reasons.push(...adjustmentReasons(line.chance))
  reasons.push(CHANCE_TEXT.probability(v.probability, v.band))
  return {
    years: stats.years.map((y) => ({
      year: y.year,
      minScore: y.minScore,
      minRank: y.minRank,
      rescaledRank: Math.round(y.rescaledRank),
      places: y.places > 0 ? y.places : null,
      candidates: y.candidates,
    })),
    rankYear: data.rankYear,
    candidateRank: c,
    predictedRank: predicted,
    spread: Math.round(stats.spread),
    planYear: data.planYear,
    planPlaces: stats.planPlaces,
    lastPlaces: stats.lastPlaces > 0 ? stats.lastPlaces : null,
    planChange: Math.round(stats.planChange * 1000) / 1000,
    probability: round4(v.probability),
    band: v.band ?? null,
    reasons,
    ...(line && line.majors.length > 0 ? { adjustment: adjustmentOf(line) } : {}),
  }
}

function adjustmentReasons(chance: LineChance): string[] {
  if (chance.majors.length === 0) return []
  if (chance.chosen === undefined) return [CHANCE_TEXT.chosenUnknown]
  const reasons = [
    chance.acceptAdjust
      ? CHANCE_TEXT.adjusting(chance.group, chance.chosen)
      : CHANCE_TEXT.refusing(chance.group, chance.chosen),
  ]
  const out = chance.majors.filter((p) => p !== undefined && p < BAND_FLOOR.冲).length
  if (out > 0) reasons.push(CHANCE_TEXT.majorsOutOfReach(out, chance.majors.length))
  if (chance.risk) reasons.push(ADJUST_RISK_TEXT[chance.risk].text(chance.chosen, chance.group))
  return reasons
}

function adjustmentOf(line: LineAdjustment): NonNullable<Chance['adjustment']> {
  const { chance } = line
  return {
    acceptAdjust: chance.acceptAdjust,
    group: round4(chance.group),
    chosen: chance.chosen === undefined ? null : round4(chance.chosen),
    majors: line.majors.map((m, i) => {
      const p = chance.majors[i]
      return {
        id: m.id,
        name: m.name,
        probability: p === undefined ? null : round4(p),
        band: p === undefined ? null : (bandOf(p) ?? null),
      }
    }),
    risk: chance.risk ?? null,
  }
}
