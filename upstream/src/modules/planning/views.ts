import {
  CHANCE_TEXT,
  type Chance,
  type ChoiceItem,
  type DataOf,
  type FillPreferences,
  type Physical,
  type queryMajorListByYxmc,
  UNIT_TEXT,
  WISH_WARNING_TEXT,
  type WishSummary,
} from '@gaokao/contracts'
import type { RankTables } from '../rank/rank-tables.js'
import { admissionField, specialChance } from './admission-view.js'
import type { PlanningCandidate } from './candidate.js'
import type { Option } from './evaluate.js'
import { explainChance } from './explain.js'
import { admissionTypesOf } from './option-filters.js'
import { eyesightOf, type LimitKind, limitOf } from './physical-limits.js'
import type { MajorFacts, SchoolFacts, TrackData, Unit } from './planning-data.js'
import { meetsRequirement } from './subject-match.js'
import type { WishRow } from './wishes.js'

/** The shapes the planning calls answer, built from the engine's units and options. */

export function planSchool(s: SchoolFacts) {
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    province: s.province,
    city: s.city,
    level: s.level,
    type: s.type,
    nature: s.nature,
    tags: [...s.tags],
    rank: s.rank ?? null,
  }
}

export function planMajor(m: MajorFacts) {
  return { id: m.id, code: m.code, name: m.name, category: m.category, className: m.className }
}

export function groupName(groupCode: string): string {
  return groupCode === '' ? '' : UNIT_TEXT.group(groupCode)
}

export function keyOf(unit: Unit) {
  return { schoolId: unit.schoolId, groupCode: unit.groupCode, majorId: unit.majorId }
}

/** Whether fillVolunteer takes the unit as it is: a school of a 专业+院校 province needs a major. */
export function addable(unit: Unit, data: TrackData): boolean {
  return !(unit.kind === 'school' && data.mode === '专业+院校')
}

export function limitNotes(limited: readonly { major: MajorFacts; kind: LimitKind }[], physical: Physical): string[] {
  const notes: string[] = []
  const colour = limited.filter((l) => l.kind === 'colour').map((l) => l.major.name)
  const eyesight = limited.filter((l) => l.kind === 'eyesight').map((l) => l.major.name)
  if (colour.length > 0 && physical.colourVision) notes.push(WISH_WARNING_TEXT.colour(physical.colourVision, colour))
  const vision = eyesightOf(physical)
  if (eyesight.length > 0 && vision !== undefined) notes.push(WISH_WARNING_TEXT.eyesight(vision, eyesight))
  return notes
}

function basisNote(option: Option): string[] {
  const name = option.basis.major?.name
  if (!name || option.basis === option.unit) return []
  return [option.notAdjusting ? CHANCE_TEXT.notAdjusting(name) : CHANCE_TEXT.bestMajor(name)]
}

/**
 * The unit's latest line as its 等位分 in the candidate's rank year (docs/equal-scores.md), read in the
 * history track's tables as the chance is; null without a rank table of that line's year.
 */
export function optionEqualScore(
  years: readonly { year: number; minScore: number; minRank: number }[],
  data: TrackData,
  tables: RankTables,
): ChoiceItem['equalScore'] {
  const latest = years[0]
  if (!latest) return null
  const equal = tables.equalInNewest(data.province, latest.year, data.historyTrack, latest.minRank)
  return equal ? { lineYear: latest.year, lineScore: latest.minScore, ...equal } : null
}

export function choiceItem(
  option: Option,
  data: TrackData,
  candidate: PlanningCandidate,
  physical: Physical,
  tables?: RankTables,
): ChoiceItem {
  const { unit } = option
  const stats = option.basis.stats
  if (!stats) throw new Error(`option ${unit.key} without statistics`)
  const types = admissionTypesOf(unit, option.school)
  return {
    key: keyOf(unit),
    kind: unit.kind,
    addable: addable(unit, data),
    school: planSchool(option.school),
    groupCode: unit.groupCode,
    groupName: groupName(unit.groupCode),
    major: unit.major ? planMajor(unit.major) : null,
    batch: unit.batch,
    track: data.track,
    subjectRequirement: unit.requirement,
    planYear: data.planYear,
    planPlaces: unit.planPlaces,
    tuitionMin: unit.tuitionMin,
    tuitionMax: unit.tuitionMax,
    majorCount: unit.kind === 'major' ? 1 : unit.majors.length,
    chance: specialChance(explainChance(stats, data, candidate, basisNote(option), option.line), types),
    limits: limitNotes(option.limited, physical),
    ...admissionField(types),
    ...(tables ? { equalScore: optionEqualScore(stats.years, data, tables) } : {}),
  }
}

type SchoolUnitView = DataOf<typeof queryMajorListByYxmc>['units'][number]

/** A school's unit with every major of it, for choosing majors (queryMajorListByYxmc). */
export function schoolUnitView(
  unit: Unit,
  data: TrackData,
  candidate: PlanningCandidate,
  physical: Physical,
  school: SchoolFacts,
): SchoolUnitView {
  const majors = unit.majors.map((m) => {
    const limit = m.major ? limitOf(m.major.restriction, physical) : undefined
    const types = admissionTypesOf(m, school)
    return {
      key: keyOf(m),
      major: m.major ? planMajor(m.major) : { id: m.majorId, code: '', name: '', category: '', className: '' },
      planPlaces: m.planPlaces,
      tuition: m.tuitionMin,
      subjectRequirement: m.requirement,
      eligible: meetsRequirement(m.requirement, candidate.subjects),
      limited: limit && m.major ? (limitNotes([{ major: m.major, kind: limit }], physical)[0] ?? null) : null,
      chance: m.stats ? specialChance(explainChance(m.stats, data, candidate), types) : null,
      ...admissionField(types),
    }
  })
  const types = admissionTypesOf(unit, school)
  return {
    key: keyOf(unit),
    groupCode: unit.groupCode,
    groupName: groupName(unit.groupCode),
    batch: unit.batch,
    subjectRequirement: unit.requirement,
    eligible: majors.some((m) => m.eligible),
    addable: addable(unit, data),
    planPlaces: unit.planPlaces,
    chance:
      unit.stats && data.mode !== '专业+院校' ? specialChance(explainChance(unit.stats, data, candidate), types) : null,
    majors,
    ...admissionField(types),
  }
}

export function parsePhysical(json: string): Physical {
  try {
    const value = JSON.parse(json) as Physical
    return typeof value === 'object' && value !== null ? value : {}
  } catch {
    return {}
  }
}

function parsePreferences(json: string | null): FillPreferences | null {
  if (json === null) return null
  try {
    return JSON.parse(json) as FillPreferences
  } catch {
    return null
  }
}

export function wishSummary(row: WishRow, capacity: number): WishSummary {
  return {
    id: row.id,
    name: row.name,
    info: row.info,
    kind: row.kind,
    province: row.province,
    track: row.track,
    batch: row.batch,
    lineCount: row.line_count,
    capacity,
    sortOrder: row.sort_order,
    acceptAdjust: row.accept_adjust === 1,
    physical: parsePhysical(row.physical),
    preferences: parsePreferences(row.preferences),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

export type { Chance }
