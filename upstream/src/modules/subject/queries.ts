import type { ExamMode } from '@gaokao/contracts'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import { tagsOf } from '../major/sql.js'

/** A college as the combination lists show it, its tags in the site's order. */
export interface PlanCollege {
  id: number
  name: string
  province: string
  city: string
  level: string
  rank: number | null
  tags: string[]
}

/** A major as the combination lists show it. */
export interface PlanMajor {
  id: number
  code: string
  name: string
  level: string
  className: string
}

type StatementName =
  | 'planPairs'
  | 'schoolRef'
  | 'majorRef'
  | 'majorByCode'
  | 'schoolPlanMajors'
  | 'schoolPlanMajorCount'
  | 'schoolPlanRequirements'
  | 'schoolCatalogueMajors'
  | 'schoolCatalogueMajorCount'
  | 'schoolCatalogueRequirements'
  | 'majorPlanRequirements'
  | 'majorCatalogueRequirements'
  | 'majorSchools'
  | 'majorSchoolCount'
  | 'majorPlanSchools'
  | 'majorPlanSchoolCount'
  | 'majorSchoolTotal'
  | 'majorPlanSchoolTotal'

export type SubjectQueries = Readonly<Record<StatementName, Statement>> & {
  readonly modes: ReadonlyMap<string, ExamMode>
  readonly requirements: readonly string[]
  readonly colleges: ReadonlyMap<number, PlanCollege>
  readonly majors: ReadonlyMap<number, PlanMajor>
}

/**
 * The subject check's reads (routes.ts): what is read once at start (the
 * provinces' exam modes, the requirements, colleges and majors) and the
 * statements its calls run, prepared once.
 */
export function subjectQueries(db: Db): SubjectQueries {
  const modes = new Map(
    (db.prepare('SELECT name, gkms FROM gaokao_provinces').all() as { name: string; gkms: ExamMode }[]).map((p) => [
      p.name,
      p.gkms,
    ]),
  )
  // Every requirement the dataset writes (a handful): whether a combination meets one is decided once per call.
  const requirements = db.prepare('SELECT DISTINCT subject_requirement FROM school_majors').pluck().all() as string[]

  // The three combination calls work on a province's plan rows held in memory: a few thousand
  // (school, major, requirement) triples per province, read once with one indexed query, so a
  // combination costs one pass over them instead of a grouped scan per call.
  const planPairs = db.prepare(
    `SELECT DISTINCT school_id AS school, major_id AS major, subject_requirement AS requirement
     FROM enrolment_plans WHERE province = ? AND year = ?`,
  )
  const colleges = new Map(
    (
      db
        .prepare(
          `SELECT c.id, c.name, c.province, c.city, c.level, r.rank,
             (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags
           FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id`,
        )
        .all() as {
        id: number
        name: string
        province: string
        city: string
        level: string
        rank: number | null
        tags: string | null
      }[]
    ).map((c) => [c.id, { ...c, tags: tagsOf(c.tags) }]),
  )
  const majors = new Map(
    (
      db.prepare('SELECT id, code, name, level, class_name AS className FROM majors').all() as {
        id: number
        code: string
        name: string
        level: string
        className: string
      }[]
    ).map((m) => [m.id, m]),
  )

  const schoolRef = db.prepare('SELECT id, name, province, city, level FROM colleges WHERE id = ?')
  const majorRef = db.prepare('SELECT id, code, name, level, class_name AS className FROM majors WHERE id = ?')
  const majorByCode = db.prepare('SELECT id, code, name, level, class_name AS className FROM majors WHERE code = ?')

  // A school's majors: in a province's plan, or its catalogue.
  const schoolPlanMajors = db.prepare(
    `SELECT m.id, m.code, m.name, m.level, m.class_name AS className, p.subject_requirement AS requirement,
       group_concat(p.track) AS tracks, SUM(p.places) AS places
     FROM enrolment_plans p JOIN majors m ON m.id = p.major_id
     WHERE p.school_id = @schoolId AND p.province = @province AND p.year = @year
       AND (@requirement IS NULL OR p.subject_requirement = @requirement)
     GROUP BY m.id ORDER BY m.code LIMIT @limit OFFSET @offset`,
  )
  const schoolPlanMajorCount = db
    .prepare(
      `SELECT COUNT(DISTINCT major_id) FROM enrolment_plans
       WHERE school_id = @schoolId AND province = @province AND year = @year
         AND (@requirement IS NULL OR subject_requirement = @requirement)`,
    )
    .pluck()
  const schoolPlanRequirements = db.prepare(
    `SELECT requirement, COUNT(*) AS count FROM (
       SELECT DISTINCT major_id, subject_requirement AS requirement FROM enrolment_plans
       WHERE school_id = ? AND province = ? AND year = ?)
     GROUP BY requirement ORDER BY count DESC, requirement`,
  )
  const schoolCatalogueMajors = db.prepare(
    `SELECT m.id, m.code, m.name, m.level, m.class_name AS className, s.subject_requirement AS requirement
     FROM school_majors s JOIN majors m ON m.id = s.major_id
     WHERE s.school_id = @schoolId AND (@requirement IS NULL OR s.subject_requirement = @requirement)
     ORDER BY m.code LIMIT @limit OFFSET @offset`,
  )
  const schoolCatalogueMajorCount = db
    .prepare(
      `SELECT COUNT(*) FROM school_majors
       WHERE school_id = @schoolId AND (@requirement IS NULL OR subject_requirement = @requirement)`,
    )
    .pluck()
  const schoolCatalogueRequirements = db.prepare(
    `SELECT subject_requirement AS requirement, COUNT(*) AS count FROM school_majors WHERE school_id = ?
     GROUP BY requirement ORDER BY count DESC, requirement`,
  )

  // A major's schools: in a province's plan, or every school that runs it.
  const majorPlanRequirements = db.prepare(
    `SELECT requirement, COUNT(*) AS count FROM (
       SELECT DISTINCT school_id, subject_requirement AS requirement FROM enrolment_plans
       WHERE major_id = ? AND province = ? AND year = ?)
     GROUP BY requirement ORDER BY count DESC, requirement`,
  )
  const majorCatalogueRequirements = db.prepare(
    `SELECT subject_requirement AS requirement, COUNT(*) AS count FROM school_majors WHERE major_id = ?
     GROUP BY requirement ORDER BY count DESC, requirement`,
  )
  const MAJOR_SCHOOLS_WHERE = `s.major_id = @majorId
    AND (@requirement IS NULL OR s.subject_requirement = @requirement)
    AND (@keyword IS NULL OR instr(c.name, @keyword) > 0)`
  const majorSchools = db.prepare(
    `SELECT c.id, c.name, c.province, c.city, c.level, s.subject_requirement AS requirement
     FROM school_majors s JOIN colleges c ON c.id = s.school_id LEFT JOIN school_rankings r ON r.school_id = c.id
     WHERE ${MAJOR_SCHOOLS_WHERE}
     ORDER BY c.level = '专科', r.rank IS NULL, r.rank, c.id LIMIT @limit OFFSET @offset`,
  )
  const majorSchoolCount = db
    .prepare(`SELECT COUNT(*) FROM school_majors s JOIN colleges c ON c.id = s.school_id WHERE ${MAJOR_SCHOOLS_WHERE}`)
    .pluck()
  const PLAN_SCHOOLS_WHERE = `p.major_id = @majorId AND p.province = @province AND p.year = @year
    AND (@met IS NULL OR p.subject_requirement IN (SELECT value FROM json_each(@met)))`
  const majorPlanSchools = db.prepare(
    `SELECT c.id, c.name, c.province, c.city, c.level, p.subject_requirement AS requirement,
       p.track, p.group_code AS groupCode, p.places, p.tuition
     FROM enrolment_plans p JOIN colleges c ON c.id = p.school_id LEFT JOIN school_rankings r ON r.school_id = c.id
     WHERE ${PLAN_SCHOOLS_WHERE}
     ORDER BY c.level = '专科', r.rank IS NULL, r.rank, c.id, p.track LIMIT @limit OFFSET @offset`,
  )
  const majorPlanSchoolCount = db.prepare(`SELECT COUNT(*) FROM enrolment_plans p WHERE ${PLAN_SCHOOLS_WHERE}`).pluck()
  const majorSchoolTotal = db.prepare('SELECT COUNT(*) FROM school_majors WHERE major_id = ?').pluck()
  const majorPlanSchoolTotal = db
    .prepare('SELECT COUNT(DISTINCT school_id) FROM enrolment_plans WHERE major_id = ? AND province = ? AND year = ?')
    .pluck()

  return {
    modes,
    requirements,
    planPairs,
    colleges,
    majors,
    schoolRef,
    majorRef,
    majorByCode,
    schoolPlanMajors,
    schoolPlanMajorCount,
    schoolPlanRequirements,
    schoolCatalogueMajors,
    schoolCatalogueMajorCount,
    schoolCatalogueRequirements,
    majorPlanRequirements,
    majorCatalogueRequirements,
    majorSchools,
    majorSchoolCount,
    majorPlanSchools,
    majorPlanSchoolCount,
    majorSchoolTotal,
    majorPlanSchoolTotal,
  }
}
