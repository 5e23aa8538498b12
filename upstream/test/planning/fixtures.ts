import type { Track } from '@gaokao/contracts'
import { majorAdmission, schoolAdmission } from '../../src/modules/planning/admission-types.js'
import { type PastYear, unitStats } from '../../src/modules/planning/chance-model.js'
import { restrictionOf } from '../../src/modules/planning/physical-limits.js'
import type {
  MajorFacts,
  SchoolFacts,
  TrackData,
  Unit,
  VolunteerMode,
} from '../../src/modules/planning/planning-data.js'
import { unitKey } from '../../src/modules/planning/planning-data.js'

/** Hand-made tables for the engine's tests: a province of a few schools whose history we choose. */
export const CANDIDATES = { 2023: 90_000, 2024: 95_000, 2025: 100_000 } as const

export function school(id: number, overrides: Partial<SchoolFacts> = {}): SchoolFacts {
  const facts = {
    id,
    code: '',
    name: `测试大学${id}`,
    province: '江苏',
    city: '南京市',
    level: '本科',
    type: '综合',
    nature: '公办',
    tags: [],
    rank: id,
    strength: 1 - id / 100,
    ...overrides,
  }
  return { ...facts, admission: facts.admission ?? schoolAdmission(facts) }
}

export function major(id: number, classCode = '0809', category = '工学', name = `专业${id}`): MajorFacts {
  const facts = {
    id,
    code: `${classCode}0${id % 10}`,
    name,
    level: '本科',
    category,
    className: `${classCode}类`,
    classCode,
  }
  return { ...facts, restriction: restrictionOf(facts), admission: majorAdmission(facts) }
}

/** Past years from minimum ranks (newest last: 2023, 2024, 2025), places 20 a year. */
export function past(ranks: readonly number[], places = 20): PastYear[] {
  const years = [2023, 2024, 2025].slice(3 - ranks.length)
  return ranks.map((minRank, i) => {
    const year = years[i] as 2023 | 2024 | 2025
    return { year, minScore: 600 - Math.round(minRank / 1000), minRank, places, candidates: CANDIDATES[year] }
  })
}

interface MajorSpec {
  major: MajorFacts
  ranks: readonly number[]
  requirement?: string
  tuition?: number
  plan?: number
}

export function majorUnit(schoolId: number, groupCode: string, spec: MajorSpec, batch = '本科批'): Unit {
  const history = past(spec.ranks)
  const plan = spec.plan ?? 20
  return {
    key: unitKey(schoolId, groupCode, spec.major.id),
    kind: 'major',
    schoolId,
    groupCode,
    majorId: spec.major.id,
    batch,
    requirement: spec.requirement ?? '物理+化学',
    planPlaces: plan,
    tuitionMin: spec.tuition ?? 5000,
    tuitionMax: spec.tuition ?? 5000,
    majors: [],
    major: spec.major,
    history,
    stats: unitStats(history, CANDIDATES[2025], plan),
  }
}

/** A group (or school) whose history is its least wanted major's (the largest rank each year). */
export function groupUnit(
  schoolId: number,
  groupCode: string,
  majors: readonly MajorSpec[],
  kind: 'group' | 'school' = 'group',
  batch = '本科批',
): Unit {
  const units = majors.map((m) => majorUnit(schoolId, groupCode, m, batch))
  const years = units[0]?.history.length ?? 0
  const ranks = Array.from({ length: years }, (_, i) => Math.max(...units.map((u) => u.history[i]?.minRank ?? 0)))
  const history = past(ranks, 20 * units.length)
  const plan = units.reduce((s, u) => s + u.planPlaces, 0)
  return {
    key: unitKey(schoolId, groupCode, 0),
    kind,
    schoolId,
    groupCode,
    majorId: 0,
    batch,
    requirement: [...new Set(units.map((u) => u.requirement))].join('、'),
    planPlaces: plan,
    tuitionMin: Math.min(...units.map((u) => u.tuitionMin)),
    tuitionMax: Math.max(...units.map((u) => u.tuitionMax)),
    majors: units,
    major: undefined,
    history,
    stats: unitStats(history, CANDIDATES[2025], plan),
  }
}

export function trackData(
  schoolUnits: readonly Unit[],
  mode: VolunteerMode = '院校专业组',
  volunteers = 40,
  majorsPerVolunteer = 6,
  track: Track = '物理类',
): TrackData {
  const majorUnits = schoolUnits.flatMap((u) => u.majors)
  return {
    province: '江苏',
    track,
    mode,
    volunteers,
    majorsPerVolunteer,
    planYear: 2026,
    rankYear: 2025,
    historyTrack: track,
    candidatesNow: CANDIDATES[2025],
    batchLines: [
      { batch: '本科批', year: 2025, score: 460, rank: 55_000 },
      { batch: '专科批', year: 2025, score: 200, rank: 95_000 },
    ],
    schoolUnits,
    majorUnits,
    byKey: new Map([...schoolUnits, ...majorUnits].map((u) => [u.key, u])),
  }
}
