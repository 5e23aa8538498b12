import { bandOf } from '@gaokao/contracts'
import { admissionProbability, type UnitStats } from './chance-model.js'

/**
 * Adjustment (调剂) in a group's or school's chance (docs/chance-model.md,
 * "Adjustment"). A group first takes a candidate by its line (投档), then
 * places them in a chosen major; a candidate who accepts adjustment who
 * finds every chosen major full is placed elsewhere in the group, one who
 * refuses is returned (退档). So the line's chance is that of a place in a
 * chosen major, plus, when adjustment is accepted, a place anywhere in the
 * group: refusing can only lower it.
 */
type Stats = Pick<UnitStats, 'predictedRank' | 'spread'>

/** How far below the group's chance the chosen majors' must fall to name a risk (an absolute P). */
export const ADJUST_RISK_GAP = 0.1

export interface LineChance {
  /** The line's chance: `group` when adjustment is accepted, else `chosen` (or `group` when that is unknown). */
  readonly probability: number
  readonly acceptAdjust: boolean
  /** A place anywhere in the group: its own line. */
  readonly group: number
  /** A place in one of the chosen majors; undefined when none of them has history. */
  readonly chosen: number | undefined
  /** Each chosen major's chance, in the order given; undefined without history. */
  readonly majors: readonly (number | undefined)[]
  readonly risk: 'adjust' | 'withdraw' | undefined
}

/**
 * A chosen major's chance of a place: its own line, never above the group's,
 * because no major takes a candidate the group did not (published group
 * lines and generated major lines need not agree).
 */
export function majorChance(group: Stats, major: Stats | undefined, rank: number): number | undefined {
  return major ? Math.min(admissionProbability(group, rank), admissionProbability(major, rank)) : undefined
}

/**
 * The chance of a group or school line with its chosen majors. A place in
 * one of several chosen majors is taken as the likeliest of them: their
 * lines move together with the year (one cohort, one group), so the union
 * adds little to the best, and the smaller figure is the safe one to show.
 */
export function lineChance(
  group: Stats,
  chosen: readonly (Stats | undefined)[],
  rank: number,
  acceptAdjust: boolean,
): LineChance {
  const groupP = admissionProbability(group, rank)
  const majors = chosen.map((m) => majorChance(group, m, rank))
  const known = majors.filter((p): p is number => p !== undefined)
  const chosenP = known.length > 0 ? Math.max(...known) : undefined
  const probability = acceptAdjust || chosenP === undefined ? groupP : chosenP
  const risky = chosenP !== undefined && groupP - chosenP >= ADJUST_RISK_GAP && bandOf(groupP) !== undefined
  return {
    probability,
    acceptAdjust,
    group: groupP,
    chosen: chosenP,
    majors,
    risk: risky ? (acceptAdjust ? 'adjust' : 'withdraw') : undefined,
  }
}
