import {
  type DataOf,
  focusMajor,
  MAJOR_FOCUS_LIMIT,
  MAJOR_REFUSAL_CODE,
  MAJOR_TEXT,
  type MajorLevel,
  queryCcList,
  queryFocusMajor,
  queryHighPayMajor,
  queryMajorDetail,
  queryMajorList,
  queryMajorSchoolList,
  queryXkmlList,
  queryZylList,
  xkmlList,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { LATEST_YEAR, PLAN_YEAR } from '../../dataset/generate/model.js'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { loadMajorOutcomes } from './outcomes.js'
import { MajorSchoolLines } from './school-lines.js'
import { keywordOf, paging, relevance } from './sql.js'

type Summary = DataOf<typeof queryMajorList>['list'][number]
type Category = DataOf<typeof queryXkmlList>[number]

const SUMMARY_COLUMNS = `m.id, m.code, m.name, m.level, m.category, substr(m.class_code, 1, 2) AS categoryCode,
  m.class_name AS className, m.class_code AS classCode, m.degree, m.duration`

/** Absent filters are NULL, so one prepared statement serves every combination (1,069 majors: a scan is cheap). */
const MAJOR_FILTERS = `(@cc IS NULL OR m.level = @cc)
  AND (@xkml IS NULL OR substr(m.class_code, 1, 2) = @xkml)
  AND (@zyl IS NULL OR m.class_code = @zyl)
  AND (@keyword IS NULL OR instr(m.name, @keyword) > 0)`

/** The major group (spec §7 Major) and the user's focused majors. */
export default async function majorRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const outcomes = loadMajorOutcomes(db)

  // The catalogue's shape changes only with a reseed, which happens before the routes start: read it once.
  const categories = db
    .prepare(
      `SELECT level AS cc, substr(class_code, 1, 2) AS code, category AS name,
         COUNT(DISTINCT class_code) AS classCount, COUNT(*) AS majorCount
       FROM majors GROUP BY level, substr(class_code, 1, 2), category ORDER BY level = '专科', 2`,
    )
    .all() as Category[]
  const classes = db
    .prepare(
      `SELECT level AS cc, substr(class_code, 1, 2) AS category, class_code AS code, class_name AS name,
         COUNT(*) AS majorCount
       FROM majors GROUP BY level, class_code, class_name ORDER BY class_code`,
    )
    .all() as { cc: MajorLevel; category: string; code: string; name: string; majorCount: number }[]
  const levels = (['本科', '专科'] as const).map((cc) => {
    const own = categories.filter((c) => c.cc === cc)
    return { cc, categoryCount: own.length, majorCount: own.reduce((sum, c) => sum + c.majorCount, 0) }
  })

  const listMajors = db.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM majors m WHERE ${MAJOR_FILTERS}
     ORDER BY ${relevance('m.name')}, m.code LIMIT @limit OFFSET @offset`,
  )
  const countMajors = db.prepare(`SELECT COUNT(*) FROM majors m WHERE ${MAJOR_FILTERS}`).pluck()
  const summariesByIds = db.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM majors m WHERE m.id IN (SELECT value FROM json_each(?))`,
  )
  const majorById = db.prepare(`SELECT ${SUMMARY_COLUMNS}, m.intro, m.courses, m.careers FROM majors m WHERE m.id = ?`)
  const requirements = db.prepare(
    `SELECT subject_requirement AS requirement, COUNT(DISTINCT school_id) AS schools
     FROM enrolment_plans WHERE major_id = ? AND year = ?
     GROUP BY subject_requirement ORDER BY schools DESC, requirement`,
  )
  const jobsOfMajor = db.prepare(
    `SELECT j.id, j.name, j.industry, j.salary_min AS salaryMin, j.salary_max AS salaryMax
     FROM job_majors jm JOIN jobs j ON j.id = jm.job_id WHERE jm.major_id = ? ORDER BY j.id`,
  )
  const schoolCount = db.prepare('SELECT COUNT(*) FROM school_majors WHERE major_id = ?').pluck()

  const schoolLines = new MajorSchoolLines(db)

  const majorExists = db.prepare('SELECT 1 FROM majors WHERE id = ?').pluck()
  const focusedMajors = db.prepare(
    `SELECT ${SUMMARY_COLUMNS}, f.created_at AS focusedAt
     FROM user_focus f JOIN majors m ON m.id = f.target_id
     WHERE f.user_id = @userId AND f.kind = 'major' AND (@majorId IS NULL OR f.target_id = @majorId)
     ORDER BY f.created_at DESC, m.id LIMIT @limit OFFSET @offset`,
  )
  const countFocusedMajors = db
    .prepare(
      `SELECT COUNT(*) FROM user_focus f JOIN majors m ON m.id = f.target_id
       WHERE f.user_id = @userId AND f.kind = 'major' AND (@majorId IS NULL OR f.target_id = @majorId)`,
    )
    .pluck()
  const isFocused = db
    .prepare(`SELECT 1 FROM user_focus WHERE user_id = ? AND kind = 'major' AND target_id = ?`)
    .pluck()
  const addFocus = db.prepare(
    `INSERT OR IGNORE INTO user_focus (user_id, kind, target_id, created_at) VALUES (?, 'major', ?, ?)`,
  )
  const removeFocus = db.prepare(`DELETE FROM user_focus WHERE user_id = ? AND kind = 'major' AND target_id = ?`)

  implement(app, queryCcList, () => levels)
  implement(app, queryXkmlList, ({ body }) => categories.filter((c) => c.cc === body.cc))
  implement(app, xkmlList, ({ body }) => (body.cc ? categories.filter((c) => c.cc === body.cc) : categories))
  implement(app, queryZylList, ({ body }) =>
    classes
      .filter((c) => c.cc === body.cc && c.category === body.xkml)
      .map(({ code, name, majorCount }) => ({ code, name, majorCount })),
  )

  implement(app, queryMajorList, ({ body }) => {
    const { pageNum, pageSize, offset } = paging(body)
    const filters = {
      cc: body.cc ?? null,
      xkml: body.xkml ?? null,
      zyl: body.zyl ?? null,
      keyword: keywordOf(body.keyword),
    }
    const total = countMajors.get(filters) as number
    const list = listMajors.all({ ...filters, limit: pageSize, offset }) as Summary[]
    return { list, total, pageNum, pageSize }
  })

  implement(app, queryHighPayMajor, ({ body }) => {
    const top = outcomes.ranked(body.cc).slice(0, body.size ?? 10)
    const summaries = new Map(
      (summariesByIds.all(JSON.stringify(top.map((t) => t.id))) as Summary[]).map((s) => [s.id, s]),
    )
    const list = top.flatMap(({ id, latest }) => {
      const s = summaries.get(id)
      if (!s) return []
      const { code, name, level, category, className } = s
      return [
        { id, code, name, level, category, className, salary: latest.salary, employmentRate: latest.employmentRate },
      ]
    })
    return { year: top[0]?.latest.year ?? LATEST_YEAR, demo: true, list }
  })

  implement(app, queryMajorDetail, ({ body }) => {
    const row = majorById.get(body.id) as (Summary & { intro: string; courses: string; careers: string }) | undefined
    const history = outcomes.of(body.id)
    if (!row || !history) throw ApiError.refuse(MAJOR_REFUSAL_CODE.majorNotFound, MAJOR_TEXT.notFound)
    const latest = history[history.length - 1]
    return {
      ...row,
      courses: JSON.parse(row.courses) as string[],
      careers: JSON.parse(row.careers) as string[],
      subjectRequirements: {
        year: PLAN_YEAR,
        items: requirements.all(body.id, PLAN_YEAR) as { requirement: string; schools: number }[],
      },
      outcomes: {
        year: latest?.year ?? LATEST_YEAR,
        demo: true,
        salary: latest?.salary ?? 0,
        employmentRate: latest?.employmentRate ?? 0,
        history: [...history],
      },
      jobs: jobsOfMajor.all(body.id) as DataOf<typeof queryMajorDetail>['jobs'],
      schoolCount: schoolCount.get(body.id) as number,
    }
  })

  // Which schools offer a major is free; their major score lines stay a member feature on the college page.
  implement(app, queryMajorSchoolList, ({ body }) => {
    const answer = schoolLines.answer(body)
    if (!answer) throw ApiError.refuse(MAJOR_REFUSAL_CODE.majorNotFound, MAJOR_TEXT.notFound)
    return answer
  })

  implement(app, queryFocusMajor, ({ body, request }) => {
    const { pageNum, pageSize, offset } = paging(body)
    const key = { userId: request.userId, majorId: body.majorId ?? null }
    const total = countFocusedMajors.get(key) as number
    const list = focusedMajors.all({ ...key, limit: pageSize, offset }) as DataOf<typeof queryFocusMajor>['list']
    return { list, total, pageNum, pageSize }
  })

  const countAllFocused = db.prepare(`SELECT COUNT(*) FROM user_focus WHERE user_id = ? AND kind = 'major'`).pluck()
  implement(app, focusMajor, ({ body, request }) => {
    const userId = request.userId as number
    if (!majorExists.get(body.majorId)) throw ApiError.refuse(MAJOR_REFUSAL_CODE.majorNotFound, MAJOR_TEXT.notFound)
    if (!body.focus) {
      removeFocus.run(userId, body.majorId)
      return { majorId: body.majorId, focused: false }
    }
    db.transaction(() => {
      if (isFocused.get(userId, body.majorId)) return
      if ((countAllFocused.get(userId) as number) >= MAJOR_FOCUS_LIMIT) {
        throw ApiError.refuse(MAJOR_REFUSAL_CODE.focusLimit, MAJOR_TEXT.focusLimit(MAJOR_FOCUS_LIMIT))
      }
      addFocus.run(userId, body.majorId, app.now())
    })()
    return { majorId: body.majorId, focused: true }
  })
}
