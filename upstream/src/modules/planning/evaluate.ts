import type { Band, ChoiceFilters, Priority } from '@gaokao/contracts'
import { lineChance } from './adjustment.js'
import type { PlanningCandidate } from './candidate.js'
import { verdict } from './chance-model.js'
import type { LineAdjustment } from './explain.js'
import { admissionCheck, admissionTypesOf, type MajorCheck, majorCheck, schoolFilter } from './option-filters.js'
import type { LimitKind } from './physical-limits.js'
import type { MajorFacts, PlanningData, SchoolFacts, TrackData, Unit } from './planning-data.js'
import { meetsRequirement } from './subject-match.js'

/**
 * The candidate's options in one province and track: every unit of the
 * chosen view that their subjects, the batch and the filters let through,
 * with its admission chance (docs/chance-model.md), its band and what the
 * preference order needs. Options below the 冲 floor and options far too
 * easy are dropped here.
 */
export type View = 'school' | 'major'

export interface Option {
  /** The unit offered: a group or school (view school) or a major (view major). */
  readonly unit: Unit
  readonly school: SchoolFacts
  /** The unit whose history gave the chance: the unit itself, or its best major (a school of a 专业+院校 province). */
  readonly basis: Unit
  readonly probability: number
  readonly band: Band
  /** For a group or school: the majors a line would name, in order (allowed ones, capped). */
  readonly majors: readonly Unit[]
  /** Majors of the unit (eligible by subject) that the candidate's physical conditions restrict. */
  readonly limited: readonly { readonly major: MajorFacts; readonly kind: LimitKind }[]
  /** The candidate does not accept adjustment: the chance is that of a place in a chosen major. */
  readonly notAdjusting: boolean
  /** A group's or school's line with its chosen majors (adjustment.ts); undefined for a major or a 专业+院校 school. */
  readonly line: LineAdjustment | undefined
  readonly majorPreference: number
}

export interface Evaluation {
  readonly options: readonly Option[]
  /** Options of the special admission types the filters chose: never banded with the ordinary ones. */
  readonly special: readonly Option[]
  readonly batch: string
  /** Units of the batch dropped by the subject requirement alone. */
  readonly subjectExcluded: number
}

/** The batch the candidate's score points to: 本科批 when it reaches the newest 本科 line. */
export function defaultBatch(data: TrackData, candidate: PlanningCandidate): '本科批' | '专科批' {
  const line = data.batchLines.find((l) => l.batch === '本科批')
  return !line || candidate.score >= line.score ? '本科批' : '专科批'
}

/** The view whose units a volunteer names: majors in 专业+院校 provinces, groups or schools elsewhere. */
export function volunteerView(data: TrackData): View {
  return data.mode === '专业+院校' ? 'major' : 'school'
}

export function evaluate(
  planning: Pick<PlanningData, 'schools'>,
  data: TrackData,
  candidate: PlanningCandidate,
  filters: ChoiceFilters,
  view: View,
): Evaluation {
  const batch = filters.batch ?? defaultBatch(data, candidate)
  const schoolOk = schoolFilter(filters, planning.schools.values())
  const check = majorCheck(filters)
  const admission = admissionCheck(filters)
  const options: Option[] = []
  const special: Option[] = []
  let subjectExcluded = 0
  const c = candidate.rank

  if (view === 'major') {
    for (const unit of data.majorUnits) {
      if (unit.batch !== batch || !unit.major) continue
      if (!meetsRequirement(unit.requirement, candidate.subjects)) {
        subjectExcluded++
        continue
      }
      const school = planning.schools.get(unit.schoolId)
      if (!school || !schoolOk(school) || !unit.stats) continue
      const types = admissionTypesOf(unit, school)
      if (!admission.shown(types)) continue
      if (!check.wanted(unit.major, unit.tuitionMin) || check.limit(unit.major)) continue
      const v = verdict(unit.stats, c)
      if (!v.band || v.tooEasy) continue
      ;(types.length > 0 ? special : options).push({
        unit,
        school,
        basis: unit,
        probability: v.probability,
        band: v.band,
        majors: [],
        limited: [],
        notAdjusting: false,
        line: undefined,
        majorPreference: check.preference(unit.major),
      })
    }
    return { options, special, batch, subjectExcluded }
  }

  const aggregate = data.mode === '专业+院校'
  for (const unit of data.schoolUnits) {
    if (unit.batch !== batch) continue
    const eligible = unit.majors.filter((m) => meetsRequirement(m.requirement, candidate.subjects))
    if (eligible.length === 0) {
      subjectExcluded++
      continue
    }
    const school = planning.schools.get(unit.schoolId)
    if (!school || !schoolOk(school)) continue
    const types = admissionTypesOf(unit, school)
    if (!admission.shown(types)) continue
    const fitting = admission.fitting(eligible, types, school)
    const picked = pickMajors(fitting, check, c, aggregate ? fitting.length : data.majorsPerVolunteer)
    if (picked.majors.length === 0) continue
    const notAdjusting = !aggregate && filters.acceptAdjust === false
    // A 专业+院校 school is each of its majors as a volunteer of its own: shown at its best. A group or a
    // school of a 院校 province admits by its own line, then places in a chosen major (adjustment.ts).
    const basis = aggregate ? bestMajor(picked.majors, c) : unit
    if (!basis?.stats) continue
    const line = aggregate ? undefined : lineOf(basis.stats, picked.majors, c, !notAdjusting)
    const v = verdict(basis.stats, c, line?.chance.probability)
    if (!v.band || v.tooEasy) continue
    ;(types.length > 0 ? special : options).push({
      unit,
      school,
      basis,
      probability: v.probability,
      band: v.band,
      majors: picked.majors,
      limited: picked.limited,
      notAdjusting,
      line,
      majorPreference: Math.max(0, ...picked.majors.map((m) => (m.major ? check.preference(m.major) : 0))),
    })
  }
  return { options, special, batch, subjectExcluded }
}

/**
 * The majors a line names inside a group or school: those the filters want
 * and the candidate's body allows, most preferred first, then the harder
 * ones (so the easier ones stand last as a fallback), capped.
 */
function pickMajors(eligible: readonly Unit[], check: MajorCheck, c: number, cap: number) {
  const limited: { major: MajorFacts; kind: LimitKind }[] = []
  const allowed: { unit: Unit; preference: number; p: number }[] = []
  for (const m of eligible) {
    if (!m.major) continue
    const limit = check.limit(m.major)
    if (limit) {
      limited.push({ major: m.major, kind: limit })
      continue
    }
    if (!check.wanted(m.major, m.tuitionMin)) continue
    allowed.push({ unit: m, preference: check.preference(m.major), p: m.stats ? verdict(m.stats, c).probability : 2 })
  }
  allowed.sort((a, b) => b.preference - a.preference || a.p - b.p || a.unit.majorId - b.unit.majorId)
  return { majors: allowed.slice(0, cap).map((a) => a.unit), limited }
}

/** A group's or school's line with the majors it names: the chance with or without adjustment. */
export function lineOf(
  group: NonNullable<Unit['stats']>,
  majors: readonly Unit[],
  c: number,
  acceptAdjust: boolean,
): LineAdjustment {
  return {
    chance: lineChance(
      group,
      majors.map((m) => m.stats),
      c,
      acceptAdjust,
    ),
    majors: majors.map((m) => ({ id: m.majorId, name: m.major?.name ?? '' })),
  }
}

function bestMajor(majors: readonly Unit[], c: number): Unit | undefined {
  let best: Unit | undefined
  let bestP = -1
  for (const m of majors) {
    if (!m.stats) continue
    const p = verdict(m.stats, c).probability
    if (p > bestP) {
      best = m
      bestP = p
    }
  }
  return best
}

/** The preference key of an option under a priority (higher first); ties go to the likelier option. */
export function preferenceKey(option: Option, priority: Priority | undefined): number {
  const school = option.school.strength
  const major = option.majorPreference
  if (priority === 1) return major
  if (priority === 2) return school
  return 0.5 * major + 0.5 * school
}

export type OptionSort = 'fit' | 'chance' | 'preference' | 'rank'

/**
 * How close an option is to the candidate: |P - 0.5|, 0 for a coin flip. In a tab it puts the
 * most useful first: the 冲 likeliest to admit, the 保 least easy (using the score best while
 * still safe), the 稳 nearest the line. Not the distance in ranks: σ differs between units.
 */
export function fitOf(option: Pick<Option, 'probability'>): number {
  return Math.abs(option.probability - 0.5)
}

export function sortOptions(options: Option[], sort: OptionSort, priority: Priority | undefined): Option[] {
  const byKey = (o: Option) => o.unit.key
  const tie = (a: Option, b: Option) => (byKey(a) < byKey(b) ? -1 : byKey(a) > byKey(b) ? 1 : 0)
  if (sort === 'fit') return options.sort((a, b) => fitOf(a) - fitOf(b) || tie(a, b))
  if (sort === 'rank') {
    return options.sort(
      (a, b) => (a.basis.stats?.predictedRank ?? 0) - (b.basis.stats?.predictedRank ?? 0) || tie(a, b),
    )
  }
  if (sort === 'preference') {
    return options.sort(
      (a, b) => preferenceKey(b, priority) - preferenceKey(a, priority) || b.probability - a.probability || tie(a, b),
    )
  }
  return options.sort((a, b) => b.probability - a.probability || tie(a, b))
}
