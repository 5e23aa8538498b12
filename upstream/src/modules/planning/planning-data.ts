import { formerTrackOf, type Track } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { type MajorAdmission, majorAdmission, type SchoolAdmission, schoolAdmission } from './admission-types.js'
import { type PastYear, type UnitStats, unitStats } from './chance-model.js'
import { type MajorLimitFacts, type MajorRestriction, restrictionOf } from './physical-limits.js'

/**
 * What the planner needs, in memory: schools and majors (loaded once), and
 * per exam province every unit open in the plan year with its history and
 * statistics (loaded the first time the province is asked for, then kept).
 * A full table is then computed without touching the database.
 */
export type VolunteerMode = '院校专业组' | '专业+院校' | '院校'

export interface SchoolFacts {
  readonly id: number
  /** The MOE 学校标识码, '' where not known. */
  readonly code: string
  readonly name: string
  readonly province: string
  readonly city: string
  readonly level: string
  readonly type: string
  readonly nature: string
  readonly tags: readonly string[]
  /** Our composite ranking within the level; undefined without one. */
  readonly rank: number | undefined
  /** 1 for the strongest school of its level, towards 0 for the weakest; 0 without a ranking. */
  readonly strength: number
  /** Its part of a unit's admission type (军队院校, 中外合作办学, a police academy). */
  readonly admission: SchoolAdmission
}

export interface MajorFacts extends MajorLimitFacts {
  readonly id: number
  readonly name: string
  readonly className: string
  readonly restriction: MajorRestriction
  /** Its part of a unit's admission type (艺术类, 体育类, 飞行技术, a police major). */
  readonly admission: MajorAdmission
}

export type UnitKind = 'group' | 'school' | 'major'

/** A volunteer unit (or a major inside one) open to a track in the plan year. */
export interface Unit {
  /** `${schoolId}|${groupCode}|${majorId}` */
  readonly key: string
  readonly kind: UnitKind
  readonly schoolId: number
  readonly groupCode: string
  /** 0 for a group or school unit. */
  readonly majorId: number
  readonly batch: string
  /** A group's or major's requirement; a school unit's distinct requirements joined with 、. */
  readonly requirement: string
  readonly planPlaces: number
  readonly tuitionMin: number
  readonly tuitionMax: number
  /** A group's or school's majors, in catalogue order; [] for a major. */
  readonly majors: readonly Unit[]
  readonly major: MajorFacts | undefined
  readonly history: readonly PastYear[]
  /** undefined without any admission history. */
  readonly stats: UnitStats | undefined
}

export interface BatchLineFacts {
  readonly batch: string
  readonly year: number
  readonly score: number
  readonly rank: number
}

export interface TrackData {
  readonly province: string
  readonly track: Track
  readonly mode: VolunteerMode
  readonly volunteers: number
  readonly majorsPerVolunteer: number
  readonly planYear: number
  /** The year of the newest 一分一段表: the candidate's rank and the scale of every prediction. */
  readonly rankYear: number
  /**
   * The track whose tables and lines the history comes from: the track itself,
   * or 理科/文科 in a province whose first new-style exam is the plan year
   * (新疆, 西藏: no 物理类 table exists yet, contracts' formerTrackOf).
   */
  readonly historyTrack: Track
  readonly candidatesNow: number
  /** That year's lines, highest first. */
  readonly batchLines: readonly BatchLineFacts[]
  /** Groups (院校专业组 provinces) or schools (elsewhere). */
  readonly schoolUnits: readonly Unit[]
  readonly majorUnits: readonly Unit[]
  readonly byKey: ReadonlyMap<string, Unit>
}

export function unitKey(schoolId: number, groupCode: string, majorId: number): string {
  return `${schoolId}|${groupCode}|${majorId}`
}

interface RuleRow {
  province: string
  mode: VolunteerMode
  volunteers: number
  majors_per_volunteer: number
}

export class PlanningData {
  readonly schools: ReadonlyMap<number, SchoolFacts>
  readonly majors: ReadonlyMap<number, MajorFacts>
  readonly planYear: number
  readonly #rules: ReadonlyMap<string, RuleRow>
  readonly #provinces = new Map<string, ReadonlyMap<string, TrackData>>()
  readonly #statements

  constructor(db: Db) {
    this.schools = loadSchools(db)
    this.majors = loadMajors(db)
    this.planYear = (db.prepare('SELECT MAX(year) FROM enrolment_plans').pluck().get() as number | null) ?? 0
    this.#rules = new Map(
      (
        db.prepare('SELECT province, mode, volunteers, majors_per_volunteer FROM volunteer_rules').all() as RuleRow[]
      ).map((r) => [r.province, r]),
    )
    this.#statements = {
      cohorts: db.prepare('SELECT year, track, candidates FROM cohorts WHERE province = ?'),
      lines: db.prepare('SELECT year, track, batch, score, rank FROM batch_lines WHERE province = ?'),
      plans: db.prepare(`SELECT school_id, major_id, track, batch, group_code, places, tuition, subject_requirement
        FROM enrolment_plans WHERE province = ? AND year = ?`),
      // A published line without a rank cannot be predicted from, and a campus line (printed under its own
      // name) may repeat its university's group code: neither is planning history. Published lines print no
      // places (0: the plan change is then not judged).
      schoolRows:
        db.prepare(`SELECT school_id, year, track, group_code, min_score, min_rank, coalesce(places, 0) AS places
        FROM school_admissions WHERE province = ? AND printed_name = '' AND min_rank IS NOT NULL`),
      majorRows: db.prepare(`SELECT school_id, major_id, year, track, group_code, min_score, min_rank, places
        FROM major_admissions WHERE province = ?`),
    }
  }

  /** The province's volunteer rule, undefined for an unknown province. */
  rule(province: string): { mode: VolunteerMode; volunteers: number; majorsPerVolunteer: number } | undefined {
    const r = this.#rules.get(province)
    return r && { mode: r.mode, volunteers: r.volunteers, majorsPerVolunteer: r.majors_per_volunteer }
  }

  /** The units of a province and track, loading the province on first use. */
  track(province: string, track: Track): TrackData | undefined {
    let tracks = this.#provinces.get(province)
    if (!tracks) {
      tracks = this.#load(province)
      this.#provinces.set(province, tracks)
    }
    return tracks.get(track)
  }

  #load(province: string): ReadonlyMap<string, TrackData> {
    const rule = this.rule(province)
    if (!rule) return new Map()
    const s = this.#statements
    const cohorts = new Map<string, Map<number, number>>()
    for (const row of s.cohorts.all(province) as { year: number; track: string; candidates: number }[]) {
      const byYear = cohorts.get(row.track) ?? new Map<number, number>()
      byYear.set(row.year, row.candidates)
      cohorts.set(row.track, byYear)
    }
    const lines = s.lines.all(province) as (BatchLineFacts & { track: string })[]

    // History by track and unit (numeric keys: a province has some 20,000 rows).
    const history = new Map<string, Map<number, PastYear[]>>()
    const addHistory = (track: string, key: number, row: HistoryRow) => {
      const candidates = cohorts.get(track)?.get(row.year)
      if (candidates === undefined) return
      let byUnit = history.get(track)
      if (!byUnit) {
        byUnit = new Map()
        history.set(track, byUnit)
      }
      const year = { year: row.year, minScore: row.min_score, minRank: row.min_rank, places: row.places, candidates }
      const list = byUnit.get(key)
      if (list) list.push(year)
      else byUnit.set(key, [year])
    }
    for (const row of s.schoolRows.all(province) as HistoryRow[])
      addHistory(row.track, numericKey(row.school_id, row.group_code, 0), row)
    for (const row of s.majorRows.all(province) as (HistoryRow & { major_id: number })[])
      addHistory(row.track, numericKey(row.school_id, row.group_code, row.major_id), row)

    // Units from the plan, grouped by track.
    const byTrack = new Map<string, UnitBuilder[]>()
    let current: UnitBuilder | undefined
    const plans = (s.plans.all(province, this.planYear) as PlanRow[]).sort(
      (a, b) =>
        a.school_id - b.school_id ||
        (a.track < b.track ? -1 : a.track > b.track ? 1 : 0) ||
        (a.group_code < b.group_code ? -1 : a.group_code > b.group_code ? 1 : 0) ||
        a.major_id - b.major_id,
    )
    for (const row of plans) {
      const major = this.majors.get(row.major_id)
      if (!major || !this.schools.has(row.school_id)) continue
      const parentKey = unitKey(row.school_id, row.group_code, 0)
      if (!current || current.key !== parentKey || current.track !== row.track) {
        current = {
          key: parentKey,
          track: row.track,
          schoolId: row.school_id,
          groupCode: row.group_code,
          batch: row.batch,
          rows: [],
        }
        const list = byTrack.get(row.track) ?? []
        list.push(current)
        byTrack.set(row.track, list)
      }
      current.rows.push(Object.assign(row, { major }))
    }

    const result = new Map<string, TrackData>()
    for (const [track, builders] of byTrack) {
      const historyTrack = cohorts.has(track) ? track : (formerTrackOf(track as Track) ?? track)
      const years = cohorts.get(historyTrack)
      if (!years || years.size === 0) continue
      const rankYear = Math.max(...years.keys())
      const candidatesNow = years.get(rankYear) ?? 0
      const pastOf = history.get(historyTrack)
      const statsOf = (schoolId: number, groupCode: string, majorId: number, planPlaces: number) => {
        const past = pastOf?.get(numericKey(schoolId, groupCode, majorId)) ?? []
        return { past, stats: unitStats(past, candidatesNow, planPlaces) }
      }
      const schoolUnits: Unit[] = []
      const majorUnits: Unit[] = []
      const byKey = new Map<string, Unit>()
      for (const b of builders) {
        const majors: Unit[] = b.rows.map((row) => {
          const { past, stats } = statsOf(row.school_id, row.group_code, row.major_id, row.places)
          return {
            key: unitKey(row.school_id, row.group_code, row.major_id),
            kind: 'major',
            schoolId: row.school_id,
            groupCode: row.group_code,
            majorId: row.major_id,
            batch: row.batch,
            requirement: row.subject_requirement,
            planPlaces: row.places,
            tuitionMin: row.tuition,
            tuitionMax: row.tuition,
            majors: [],
            major: row.major,
            history: past,
            stats,
          }
        })
        const planPlaces = b.rows.reduce((sum, r) => sum + r.places, 0)
        const tuitions = b.rows.map((r) => r.tuition)
        const { past, stats } = statsOf(b.schoolId, b.groupCode, 0, planPlaces)
        const unit: Unit = {
          key: b.key,
          kind: rule.mode === '院校专业组' ? 'group' : 'school',
          schoolId: b.schoolId,
          groupCode: b.groupCode,
          majorId: 0,
          batch: b.batch,
          requirement: [...new Set(b.rows.map((r) => r.subject_requirement))].join('、'),
          planPlaces,
          tuitionMin: Math.min(...tuitions),
          tuitionMax: Math.max(...tuitions),
          majors,
          major: undefined,
          history: past,
          stats,
        }
        schoolUnits.push(unit)
        byKey.set(unit.key, unit)
        for (const m of majors) {
          majorUnits.push(m)
          byKey.set(m.key, m)
        }
      }
      result.set(track, {
        province,
        track: track as Track,
        mode: rule.mode,
        volunteers: rule.volunteers,
        majorsPerVolunteer: rule.majorsPerVolunteer,
        planYear: this.planYear,
        rankYear,
        historyTrack: historyTrack as Track,
        candidatesNow,
        batchLines: lines
          .filter((l) => l.track === historyTrack && l.year === rankYear)
          .map(({ batch, year, score, rank }) => ({ batch, year, score, rank }))
          .sort((a, b) => b.score - a.score),
        schoolUnits,
        majorUnits,
        byKey,
      })
    }
    return result
  }
}

/**
 * A unit as one exact number: school, group ('' -> 0, 01 -> 2) and major
 * (ids are below 10^6; schools below 9 x 10^5, so it stays under 2^53).
 */
function numericKey(schoolId: number, groupCode: string, majorId: number): number {
  const group = groupCode === '' ? 0 : Number.parseInt(groupCode, 10) + 1
  return (schoolId * 10_000 + group) * 1_000_000 + majorId
}

interface HistoryRow {
  school_id: number
  year: number
  track: string
  group_code: string
  min_score: number
  min_rank: number
  places: number
}

interface PlanRow {
  school_id: number
  major_id: number
  track: string
  batch: string
  group_code: string
  places: number
  tuition: number
  subject_requirement: string
}

interface UnitBuilder {
  key: string
  track: string
  schoolId: number
  groupCode: string
  batch: string
  rows: (PlanRow & { major: MajorFacts })[]
}

function loadSchools(db: Db): ReadonlyMap<number, SchoolFacts> {
  const rows = db
    .prepare(`SELECT c.id, c.code, c.name, c.province, c.city, c.level, c.type, c.nature,
        (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags, r.rank
      FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id`)
    .all() as (Omit<SchoolFacts, 'tags' | 'rank' | 'strength' | 'admission'> & {
    tags: string | null
    rank: number | null
  })[]
  const perLevel = new Map<string, number>()
  for (const r of rows) if (r.rank !== null) perLevel.set(r.level, Math.max(perLevel.get(r.level) ?? 0, r.rank))
  return new Map(
    rows.map((r) => {
      const count = perLevel.get(r.level) ?? 1
      const strength = r.rank === null ? 0 : 1 - (r.rank - 1) / Math.max(count, 1)
      const tags = r.tags ? r.tags.split(',') : []
      return [r.id, { ...r, tags, rank: r.rank ?? undefined, strength, admission: schoolAdmission(r) }]
    }),
  )
}

function loadMajors(db: Db): ReadonlyMap<number, MajorFacts> {
  const rows = db
    .prepare('SELECT id, code, name, level, category, class_name AS className, class_code AS classCode FROM majors')
    .all() as Omit<MajorFacts, 'restriction' | 'admission'>[]
  return new Map(rows.map((m) => [m.id, { ...m, restriction: restrictionOf(m), admission: majorAdmission(m) }]))
}
