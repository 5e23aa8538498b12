import { LATEST_YEAR } from './model.js'
import type { SchoolRankingRow } from './rows.js'
import type { SchoolProfile } from './school-profile.js'

/**
 * Our own composite, not a copy of any commercial ranking: how selective
 * the school is (55%), its national programmes (25%), how many majors it
 * runs (10%) and how long it has taught (10%). Ranked within 本科 and within
 * 专科, and within each school type.
 */
const WEIGHTS = { selectivity: 0.55, programmes: 0.25, breadth: 0.1, age: 0.1 }
const PROGRAMME_POINTS: Readonly<Record<string, number>> = {
  '985': 0.45,
  '211': 0.25,
  双一流: 0.15,
  保研资格: 0.1,
  强基计划: 0.05,
  双高计划: 0.5,
}
/** Selectivity 10^-3.5 (the very top) scores 1, selectivity 1 scores 0. */
const SELECTIVITY_DECADES = 3.5

export function compositeScore(profile: SchoolProfile): number {
  const { college } = profile
  const selectivity = Math.min(1, Math.max(0, -Math.log10(profile.selectivity) / SELECTIVITY_DECADES))
  const programmes = Math.min(
    1,
    college.tags.reduce((sum, tag) => sum + (PROGRAMME_POINTS[tag] ?? 0), 0),
  )
  const breadth = Math.min(1, profile.offered.length / 100)
  const age = Math.min(1, Math.max(0, (LATEST_YEAR - college.founded) / 120))
  const score =
    WEIGHTS.selectivity * selectivity + WEIGHTS.programmes * programmes + WEIGHTS.breadth * breadth + WEIGHTS.age * age
  return Math.round(score * 1000) / 10
}

export function schoolRankings(profiles: readonly SchoolProfile[]): SchoolRankingRow[] {
  const scored = profiles
    .map((p) => ({ college: p.college, score: compositeScore(p) }))
    .sort((a, b) => b.score - a.score || a.college.id - b.college.id)
  const rankWithin = new Map<string, number>()
  const next = (key: string) => {
    const rank = (rankWithin.get(key) ?? 0) + 1
    rankWithin.set(key, rank)
    return rank
  }
  return scored.map(({ college, score }) => ({
    schoolId: college.id,
    level: college.level,
    rank: next(college.level),
    typeRank: next(`${college.level}/${college.type}`),
    score,
  }))
}
