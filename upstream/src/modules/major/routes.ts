import {
  type DataOf,
  focusMajor,
  MAJOR_FOCUS_LIMIT,
  MAJOR_REFUSAL_CODE,
  MAJOR_TEXT,
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
import { DEMO_FIGURES } from '../../lib/provenance.js'
import { followsOf, setFollow } from '../focus/follows.js'
import { loadMajorOutcomes } from './outcomes.js'
import { majorQueries, type Summary } from './queries.js'
import { MajorSchoolLines } from './school-lines.js'
import { keywordOf, paging } from './sql.js'

/** The major group (docs/spec-rules.md, Calls: Major) and the user's focused majors. */
export default async function majorRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const outcomes = loadMajorOutcomes(db)

  const q = majorQueries(db)
  const levels = (['本科', '专科'] as const).map((cc) => {
    const own = q.categories.filter((c) => c.cc === cc)
    return { cc, categoryCount: own.length, majorCount: own.reduce((sum, c) => sum + c.majorCount, 0) }
  })

  const schoolLines = new MajorSchoolLines(db)

  implement(app, queryCcList, () => levels)
  implement(app, queryXkmlList, ({ body }) => q.categories.filter((c) => c.cc === body.cc))
  implement(app, xkmlList, ({ body }) => (body.cc ? q.categories.filter((c) => c.cc === body.cc) : q.categories))
  implement(app, queryZylList, ({ body }) =>
    q.classes
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
    const total = q.countMajors.get(filters) as number
    const list = q.listMajors.all({ ...filters, limit: pageSize, offset }) as Summary[]
    return { list, total, pageNum, pageSize }
  })

  implement(app, queryHighPayMajor, ({ body }) => {
    const top = outcomes.ranked(body.cc).slice(0, body.size ?? 10)
    const summaries = new Map(
      (q.summariesByIds.all(JSON.stringify(top.map((t) => t.id))) as Summary[]).map((s) => [s.id, s]),
    )
    const list = top.flatMap(({ id, latest }) => {
      const s = summaries.get(id)
      if (!s) return []
      const { code, name, level, category, className } = s
      return [
        { id, code, name, level, category, className, salary: latest.salary, employmentRate: latest.employmentRate },
      ]
    })
    return { year: top[0]?.latest.year ?? LATEST_YEAR, demo: DEMO_FIGURES, list }
  })

  implement(app, queryMajorDetail, ({ body }) => {
    const row = q.majorById.get(body.id) as (Summary & { intro: string; courses: string; careers: string }) | undefined
    const history = outcomes.of(body.id)
    if (!row || !history) throw ApiError.refuse(MAJOR_REFUSAL_CODE.majorNotFound, MAJOR_TEXT.notFound)
    const latest = history[history.length - 1]
    return {
      ...row,
      courses: JSON.parse(row.courses) as string[],
      careers: JSON.parse(row.careers) as string[],
      subjectRequirements: {
        year: PLAN_YEAR,
        items: q.requirements.all(body.id, PLAN_YEAR) as { requirement: string; schools: number }[],
      },
      outcomes: {
        year: latest?.year ?? LATEST_YEAR,
        demo: DEMO_FIGURES,
        salary: latest?.salary ?? 0,
        employmentRate: latest?.employmentRate ?? 0,
        history: [...history],
      },
      jobs: q.jobsOfMajor.all(body.id) as DataOf<typeof queryMajorDetail>['jobs'],
      schoolCount: q.schoolCount.get(body.id) as number,
    }
  })

  // Which schools offer a major is free; their major score lines stay a member feature on the college page.
  implement(app, queryMajorSchoolList, ({ body }) => {
    const answer = schoolLines.answer(body)
    if (!answer) throw ApiError.refuse(MAJOR_REFUSAL_CODE.majorNotFound, MAJOR_TEXT.notFound)
    return answer
  })

  implement(app, queryFocusMajor, async ({ body, request }) => {
    const { pageNum, pageSize, offset } = paging(body)
    const follows = (await followsOf(app.userDb, request.userId as number, 'major')).filter(
      (f) => body.majorId === undefined || f.targetId === body.majorId,
    )
    // Follows of a major that a reseed removed are not listed, nor counted.
    const listed = q.existingInOrder.all(JSON.stringify(follows.map((f) => f.targetId))) as number[]
    const page = listed.slice(offset, offset + pageSize)
    const summaries = new Map((q.summariesByIds.all(JSON.stringify(page)) as Summary[]).map((s) => [s.id, s]))
    const focusedAt = new Map(follows.map((f) => [f.targetId, f.createdAt]))
    const list = page.flatMap((id) => {
      const s = summaries.get(id)
      return s ? [{ ...s, focusedAt: focusedAt.get(id) ?? 0 }] : []
    })
    return { list, total: listed.length, pageNum, pageSize }
  })

  implement(app, focusMajor, async ({ body, request }) => {
    if (!q.majorExists.get(body.majorId)) throw ApiError.refuse(MAJOR_REFUSAL_CODE.majorNotFound, MAJOR_TEXT.notFound)
    const change = {
      userId: request.userId as number,
      kind: 'major' as const,
      targetId: body.majorId,
      wanted: body.focus,
    }
    const focused = await setFollow(app.userDb, app.userDialect, { ...change, now: app.now() }, MAJOR_FOCUS_LIMIT, () =>
      ApiError.refuse(MAJOR_REFUSAL_CODE.focusLimit, MAJOR_TEXT.focusLimit(MAJOR_FOCUS_LIMIT)),
    )
    return { majorId: body.majorId, focused }
  })
}
