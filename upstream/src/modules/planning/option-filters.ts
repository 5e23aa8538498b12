import type { AdmissionType, ChoiceFilters, Physical } from '@gaokao/contracts'
import { admissionShown, majorFits, majorTypes, unitAdmission } from './admission-types.js'
import { type LimitKind, limitOf } from './physical-limits.js'
import type { MajorFacts, SchoolFacts, Unit } from './planning-data.js'

/**
 * The planner's filters (docs/spec-rules.md, Entities) as predicates: on the school (where it is, level,
 * type, nature, tags, name) and on a major (category, tuition, physical
 * limits). The subject requirement is not here: it is a hard rule the
 * evaluator applies before any filter.
 */
export type SchoolFilter = (school: SchoolFacts) => boolean

/**
 * `schools` are every school the planner knows: they tell which province a
 * city lies in, because a city narrows only its own province (江苏 and 浙江
 * with 南京市 is 南京's schools and all of 浙江's; a student who picks one
 * city of one province does not mean to drop the other). Without provinces
 * the cities alone are the filter.
 */
export function schoolFilter(f: ChoiceFilters, schools: Iterable<SchoolFacts>): SchoolFilter {
  const provinces = setOf(f.schoolProvinces)
  const cities = setOf(f.cities)
  const types = setOf(f.types)
  const natures = setOf(f.natures)
  const tags = f.tags ?? []
  const keyword = f.keyword?.trim() ?? ''
  const narrowed = new Set<string>()
  if (cities) for (const s of schools) if (cities.has(s.city)) narrowed.add(s.province)
  const cityOk = (s: SchoolFacts) =>
    cities === undefined || cities.has(s.city) || (provinces !== undefined && !narrowed.has(s.province))
  return (s) =>
    (provinces === undefined || provinces.has(s.province)) &&
    cityOk(s) &&
    (f.level === undefined || s.level === f.level) &&
    (types === undefined || types.has(s.type)) &&
    (natures === undefined || natures.has(s.nature)) &&
    tags.every((t) => s.tags.includes(t)) &&
    (keyword === '' || s.name.includes(keyword))
}

export interface MajorCheck {
  /** Whether the major passes the category and tuition filters. */
  wanted(major: MajorFacts, tuition: number): boolean
  /** Why the candidate's physical conditions restrict the major, if they do. */
  limit(major: MajorFacts): LimitKind | undefined
  /** 1 for the first preferred category, down towards 0 for the last; 0 when not preferred (or no preference). */
  preference(major: MajorFacts): number
}

export function majorCheck(f: ChoiceFilters): MajorCheck {
  const categories = f.majorCategories ?? []
  const rank = new Map(categories.map((c, i) => [c, i]))
  const physical: Physical = {
    colourVision: f.colourVision,
    visionDecimal: f.visionDecimal,
    visionFivePoint: f.visionFivePoint,
  }
  return {
    wanted: (major, tuition) =>
      (categories.length === 0 || rank.has(major.category)) && (f.tuitionMax === undefined || tuition <= f.tuitionMax),
    limit: (major) => limitOf(major.restriction, physical),
    preference: (major) => {
      const i = rank.get(major.category)
      return i === undefined ? 0 : 1 - i / categories.length
    },
  }
}

function setOf(values: readonly string[] | undefined): ReadonlySet<string> | undefined {
  return values && values.length > 0 ? new Set(values) : undefined
}

export interface AdmissionCheck {
  /** Whether a unit of these types is listed: an ordinary one always, a special one only when each type is chosen. */
  shown(types: readonly AdmissionType[]): boolean
  /** The majors a line of the unit may name: an ordinary group names none of its special majors. */
  fitting(majors: readonly Unit[], types: readonly AdmissionType[], school: SchoolFacts): readonly Unit[]
}

/**
 * The admission types filter (docs/admission-types.md): by default only
 * ordinary units are options; `admissionTypes` lets the chosen special
 * types through, to be listed apart from 冲/稳/保.
 */
export function admissionCheck(f: ChoiceFilters): AdmissionCheck {
  return {
    shown: (types) => admissionShown(types, f.admissionTypes),
    fitting: (majors, types, school) =>
      majors.filter((m) => m.major === undefined || majorFits(majorTypes(school, m.major), types)),
  }
}

const typesOfUnit = new WeakMap<Unit, readonly AdmissionType[]>()

/** A unit's admission types (none for an ordinary one): its school's and its majors', kept per unit. */
export function admissionTypesOf(unit: Unit, school: SchoolFacts): readonly AdmissionType[] {
  let types = typesOfUnit.get(unit)
  if (!types) {
    const majors = unit.major ? [unit.major] : unit.majors.flatMap((m) => (m.major ? [m.major] : []))
    types = unitAdmission(school, majors)
    typesOfUnit.set(unit, types)
  }
  return types
}
