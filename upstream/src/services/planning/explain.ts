import { CHANCE_TEXT, type Chance } from '@gaokao/contracts'
import type { PlanningCandidate } from './candidate.js'
import { type UnitStats, verdict } from './chance-model.js'
import type { TrackData } from './planning-data.js'

/**
 * A unit's chance as the contracts carry it: every input the model used
 * (years, ranks, places, plan change), the result, and short Chinese
 * sentences built from those numbers, so the page can say why.
 */
export function explainChance(
  stats: UnitStats,
  data: Pick<TrackData, 'rankYear' | 'planYear'>,
  candidate: Pick<PlanningCandidate, 'rank'>,
  extra: readonly string[] = [],
): Chance {
  const c = candidate.rank
  const v = verdict(stats, c)
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
  reasons.push(stats.years.length === 1 ? CHANCE_TEXT.singleYear : CHANCE_TEXT.spread(stats.spread))
  reasons.push(...extra)
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
    probability: Math.round(v.probability * 10_000) / 10_000,
    band: v.band ?? null,
    reasons,
  }
}
