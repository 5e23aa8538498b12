import { type Band, bandOf, type Physical, WISH_WARNING_TEXT, type WishDetail, type WishLine } from '@gaokao/contracts'
import { admissionField, specialChance, specialExclusion } from './admission-view.js'
import type { PlanningCandidate } from './candidate.js'
import { verdict } from './chance-model.js'
import { defaultBatch, lineOf } from './evaluate.js'
import { explainChance, type LineAdjustment } from './explain.js'
import { admissionTypesOf } from './option-filters.js'
import { limitOf } from './physical-limits.js'
import { type PlanningData, type TrackData, type Unit, unitKey } from './planning-data.js'
import { subjectBlock } from './subject-block.js'
import { meetsRequirement } from './subject-match.js'
import { type RiskInputLine, tableRisk } from './table-risk.js'
import { groupName, keyOf, limitNotes, parsePhysical, planMajor, planSchool, wishSummary } from './views.js'
import type { LineRow, WishRow } from './wishes.js'

/**
 * A volunteer table as the list page and the exports show it: each line
 * with its chance computed now, its past years and its warnings (subject
 * mismatch, physical limits, adjustment risk, a unit gone from the plan).
 */
export function wishDetail(
  planning: PlanningData,
  wish: WishRow,
  lines: readonly LineRow[],
  candidate: PlanningCandidate,
  data: TrackData | undefined,
): WishDetail {
  const rule = planning.rule(wish.province)
  const physical = parsePhysical(wish.physical)
  const acceptAdjust = wish.accept_adjust === 1
  const views = lines.map((line) => lineView(planning, line, candidate, data, physical, acceptAdjust))
  const risk = tableRisk(
    views.map((view, i) => riskInput(view, lineBlock(data, lines[i], candidate, acceptAdjust))),
    rule?.volunteers ?? 0,
  )
  const lineScore = data?.batchLines ?? []
  return {
    wish: wishSummary(wish, rule?.volunteers ?? 0),
    candidate: {
      name: candidate.name,
      province: candidate.province,
      track: candidate.track,
      xk: candidate.xk,
      score: candidate.score,
      rank: candidate.rank,
      rankYear: data?.rankYear ?? 0,
      ...(data && data.historyTrack !== data.track && { historyTrack: data.historyTrack }),
      mode: rule?.mode ?? '院校专业组',
      volunteers: rule?.volunteers ?? 0,
      majorsPerVolunteer: rule?.majorsPerVolunteer ?? 0,
      defaultBatch: data ? defaultBatch(data, candidate) : '本科批',
      batchLines: lineScore.map((l) => ({ ...l })),
    },
    lines: views,
    // The header counts only lines that can admit: not 选科不符, duplicate or vanished ones.
    counts: { ...risk.counts },
    risk,
  }
}

/** The 选科不符 that keeps a line from admitting at all (subject-block.ts), as its reason. */
function lineBlock(
  data: TrackData | undefined,
  line: LineRow | undefined,
  candidate: PlanningCandidate,
  acceptAdjust: boolean,
): string | undefined {
  const unit = line && data?.byKey.get(unitKey(line.school_id, line.group_code, line.major_id))
  if (!line || !unit) return undefined
  const chosen = parseIds(line.majors).flatMap((id) => unit.majors.filter((m) => m.majorId === id))
  const requirement = subjectBlock(unit, chosen, candidate.subjects, acceptAdjust)
  return requirement === undefined ? undefined : WISH_WARNING_TEXT.subject(requirement, candidate.xk)
}

/** A line as the whole-table judgement needs it: a 选科不符 that blocks it, or a unit gone from the plan. */
function riskInput(line: WishLine, subject: string | undefined): RiskInputLine {
  const missing = line.warnings.find((w) => w.kind === 'missing')
  const blocked = subject
    ? { kind: 'subject' as const, reason: subject }
    : missing
      ? { kind: 'missing' as const, reason: missing.text }
      : specialExclusion(line.admissionTypes)
  return {
    lineId: line.id,
    position: line.position,
    key: `${line.key.schoolId}|${line.key.groupCode}|${line.key.majorId}`,
    probability: line.chance?.probability ?? null,
    ...(blocked ? { blocked } : {}),
  }
}

function parseIds(json: string): number[] {
  try {
    const value = JSON.parse(json) as unknown
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : []
  } catch {
    return []
  }
}

function parseTexts(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export function lineMajorIds(line: LineRow): number[] {
  return parseIds(line.majors)
}

function lineView(
  planning: PlanningData,
  line: LineRow,
  candidate: PlanningCandidate,
  data: TrackData | undefined,
  physical: Physical,
  acceptAdjust: boolean,
): WishLine {
  const school = planning.schools.get(line.school_id)
  const unit = data?.byKey.get(unitKey(line.school_id, line.group_code, line.major_id))
  const chosenIds = parseIds(line.majors)
  const chosen = unit
    ? chosenIds.map((id) => unit.majors.find((m) => m.majorId === id)).filter((m) => m !== undefined)
    : []
  const major = unit?.major ?? planning.majors.get(line.major_id)
  const warnings: WishLine['warnings'] = []

  let chance: WishLine['chance'] = null
  let adjusted: LineAdjustment | undefined
  if (unit && data) {
    // A group or school line: a place in a chosen major, plus the group's line when adjustment is accepted.
    const basis = unit
    if (basis.stats && unit.kind !== 'major') adjusted = lineOf(basis.stats, chosen, candidate.rank, acceptAdjust)
    if (basis.stats) chance = explainChance(basis.stats, data, candidate, [], adjusted)
    warnings.push(...unitWarnings(unit, chosen, candidate, physical, acceptAdjust))
    // Subjects the candidate no longer meets cannot admit: P 0 with the reason, no band (docs/table-risk.md).
    const blockedBy = subjectBlock(unit, chosen, candidate.subjects, acceptAdjust)
    const mismatch = blockedBy === undefined ? undefined : WISH_WARNING_TEXT.subject(blockedBy, candidate.xk)
    if (mismatch && chance) chance = { ...chance, probability: 0, band: null, reasons: [mismatch, ...chance.reasons] }
    if (chance && chance.band === null && !mismatch)
      warnings.push({ kind: 'unlikely', text: WISH_WARNING_TEXT.unlikely })
    if (!mismatch && basis.stats && verdict(basis.stats, candidate.rank, adjusted?.chance.probability).tooEasy)
      warnings.push({ kind: 'tooEasy', text: WISH_WARNING_TEXT.tooEasy })
  } else {
    warnings.push({ kind: 'missing', text: WISH_WARNING_TEXT.missing(planning.planYear) })
  }
  // A special admission type keeps its label in the table and is never banded (docs/admission-types.md).
  const types = unit && school ? admissionTypesOf(unit, school) : []
  if (chance) chance = specialChance(chance, types)

  return {
    id: line.id,
    position: line.position,
    key: { schoolId: line.school_id, groupCode: line.group_code, majorId: line.major_id },
    school: school
      ? planSchool(school)
      : {
          id: line.school_id,
          code: '',
          name: '',
          province: '',
          city: '',
          level: '',
          type: '',
          nature: '',
          tags: [],
          rank: null,
        },
    groupCode: line.group_code,
    groupName: groupName(line.group_code),
    major: line.major_id !== 0 && major ? planMajor(major) : null,
    majors: chosen.map((m, i) => {
      const p = adjusted
        ? (adjusted.chance.majors[i] ?? null)
        : m.stats
          ? verdict(m.stats, candidate.rank).probability
          : null
      return {
        id: m.majorId,
        code: m.major?.code ?? '',
        name: m.major?.name ?? '',
        planPlaces: m.planPlaces,
        tuition: m.tuitionMin,
        probability: p === null ? null : Math.round(p * 10_000) / 10_000,
        band: p === null || types.length > 0 ? null : ((bandOf(p) as Band | undefined) ?? null),
      }
    }),
    batch: unit?.batch ?? '',
    subjectRequirement: unit?.requirement ?? '',
    planYear: planning.planYear,
    planPlaces: unit?.planPlaces ?? 0,
    tuitionMin: unit?.tuitionMin ?? 0,
    tuitionMax: unit?.tuitionMax ?? 0,
    chance,
    warnings,
    why: parseTexts(line.why),
    ...admissionField(types),
  }
}

function unitWarnings(
  unit: Unit,
  chosen: readonly Unit[],
  candidate: PlanningCandidate,
  physical: Physical,
  acceptAdjust: boolean,
): WishLine['warnings'] {
  const warnings: WishLine['warnings'] = []
  // Subject: what blocks the line (subject-block.ts), else a chosen major the candidate no longer meets.
  const missed =
    subjectBlock(unit, chosen, candidate.subjects, acceptAdjust) ??
    chosen.find((m) => !meetsRequirement(m.requirement, candidate.subjects))?.requirement
  if (missed !== undefined) warnings.push({ kind: 'subject', text: WISH_WARNING_TEXT.subject(missed, candidate.xk) })

  // Physical limits of the majors the line names.
  const named = unit.kind === 'major' ? [unit] : chosen
  const limited = named.flatMap((u) => {
    const kind = u.major ? limitOf(u.major.restriction, physical) : undefined
    return kind && u.major ? [{ major: u.major, kind }] : []
  })
  for (const text of limitNotes(limited, physical)) warnings.push({ kind: 'physical', text })

  // Adjustment inside a group or school.
  if (unit.kind !== 'major') {
    if (!acceptAdjust) warnings.push({ kind: 'adjust', text: WISH_WARNING_TEXT.noAdjust })
    else {
      const chosenIds = new Set(chosen.map((m) => m.majorId))
      const others = unit.majors.filter(
        (m) => !chosenIds.has(m.majorId) && meetsRequirement(m.requirement, candidate.subjects),
      )
      const risky = others.flatMap((m) => (m.major && limitOf(m.major.restriction, physical) ? [m.major.name] : []))
      if (risky.length > 0) warnings.push({ kind: 'adjust', text: WISH_WARNING_TEXT.adjustInto(risky) })
      else if (others.length > 0) warnings.push({ kind: 'adjust', text: WISH_WARNING_TEXT.adjustOthers(others.length) })
    }
  }
  return warnings
}

export { keyOf }
