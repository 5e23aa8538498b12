import {
  type Band,
  type ChoiceFilters,
  choiceMajorList,
  choiceSchoolList,
  type HistoryAdmission,
  PLANNING_TEXT,
  queryMajorHistoryPlan,
  queryMajorListByYxmc,
  querySchoolHistoryPlan,
  querySum,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { implement } from '../../lib/implement.js'
import { provenanceOf } from '../../lib/provenance.js'
import { RankTables } from '../rank/rank-tables.js'
import type { PlanningContext } from './context.js'
import { refuse } from './context.js'
import { defaultBatch, evaluate, type OptionSort, sortOptions, type View, volunteerView } from './evaluate.js'
import { historyQueries, type SourcedRow } from './history-queries.js'
import { choiceItem, planMajor, planSchool, schoolUnitView } from './views.js'

/** The candidate's options with their chance (自主填报), and the history of a school or major. */
export function choiceRoutes(app: FastifyInstance, ctx: PlanningContext): void {
  const physicalOf = (f: ChoiceFilters) => ({
    colourVision: f.colourVision,
    visionDecimal: f.visionDecimal,
    visionFivePoint: f.visionFivePoint,
  })

  implement(app, querySum, async ({ body, request }) => {
    const candidate = await ctx.candidate(request.userId)
    const data = ctx.track(candidate)
    const sum = (view: View) => {
      const { options, special, subjectExcluded } = evaluate(ctx.data, data, candidate, body, view)
      const counts: Record<Band, number> = { 冲: 0, 稳: 0, 保: 0 }
      for (const o of options) counts[o.band]++
      return { counts, total: options.length, subjectExcluded, special: special.length }
    }
    return {
      candidate: {
        name: candidate.name,
        province: candidate.province,
        track: candidate.track,
        xk: candidate.xk,
        score: candidate.score,
        rank: candidate.rank,
        rankYear: data.rankYear,
        ...(data.historyTrack !== data.track && { historyTrack: data.historyTrack }),
        mode: data.mode,
        volunteers: data.volunteers,
        majorsPerVolunteer: data.majorsPerVolunteer,
        defaultBatch: defaultBatch(data, candidate),
        batchLines: data.batchLines.map((l) => ({ ...l })),
      },
      batch: body.batch ?? defaultBatch(data, candidate),
      defaultView: volunteerView(data),
      views: { school: sum('school'), major: sum('major') },
      planYear: data.planYear,
    }
  })

  const list = (view: View) =>
    (async ({ body, request }) => {
      const candidate = await ctx.candidate(request.userId)
      const data = ctx.track(candidate)
      const { options, special } = evaluate(ctx.data, data, candidate, body, view)
      // Special admission types are listed apart, never under a band (docs/admission-types.md).
      const inBand = body.special
        ? [...special]
        : body.band
          ? options.filter((o) => o.band === body.band)
          : [...options]
      const sort: OptionSort = body.sort ?? (body.priority ? 'preference' : 'fit')
      sortOptions(inBand, sort, body.priority)
      const start = (body.pageNum - 1) * body.pageSize
      const physical = physicalOf(body)
      return {
        list: inBand
          .slice(start, start + body.pageSize)
          .map((o) => choiceItem(o, data, candidate, physical, RankTables.of(app.db))),
        total: inBand.length,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }
    }) satisfies Parameters<typeof implement<typeof choiceSchoolList>>[2]

  implement(app, choiceSchoolList, list('school'))
  implement(app, choiceMajorList, list('major'))

  implement(app, queryMajorListByYxmc, async ({ body, request }) => {
    const candidate = await ctx.candidate(request.userId)
    const data = ctx.track(candidate)
    if (body.schoolId === undefined && !body.yxmc) throw refuse('schoolNotFound', PLANNING_TEXT.schoolRequired)
    const school =
      body.schoolId !== undefined
        ? ctx.data.schools.get(body.schoolId)
        : [...ctx.data.schools.values()].find((s) => s.name === body.yxmc?.trim())
    if (!school) throw refuse('schoolNotFound', PLANNING_TEXT.schoolNotFound)
    const physical = physicalOf(body)
    return {
      school: planSchool(school),
      track: data.track,
      planYear: data.planYear,
      units: data.schoolUnits
        .filter((u) => u.schoolId === school.id)
        .map((u) => schoolUnitView(u, data, candidate, physical, school)),
    }
  })

  const q = historyQueries(app.db)
  const known = (schoolId: number) => {
    if (!ctx.data.schools.has(schoolId)) throw refuse('schoolNotFound', PLANNING_TEXT.schoolNotFound)
  }

  implement(app, querySchoolHistoryPlan, ({ body }) => {
    known(body.schoolId)
    const args = [body.schoolId, body.province, body.track] as const
    return {
      schoolId: body.schoolId,
      province: body.province,
      track: body.track,
      admissions: withSource(q.admissions.all(...args) as SourcedRow[]),
      plans: (q.plans.all(...args) as { subjectRequirement: string }[]).map((p) => ({
        ...p,
        subjectRequirement: p.subjectRequirement.split(',').join('、'),
      })) as never,
    }
  })

  implement(app, queryMajorHistoryPlan, ({ body }) => {
    known(body.schoolId)
    const major = ctx.data.majors.get(body.majorId)
    const args = [body.schoolId, body.province, body.track, body.majorId] as const
    return {
      schoolId: body.schoolId,
      major: major ? planMajor(major) : null,
      province: body.province,
      track: body.track,
      admissions: withSource(q.majorAdmissions.all(...args) as SourcedRow[]),
      plans: q.majorPlans.all(...args) as never,
    }
  })
}

function withSource(rows: readonly SourcedRow[]): Static<typeof HistoryAdmission>[] {
  return rows.map(({ sourceUrl, ...row }) => ({ ...row, source: provenanceOf(sourceUrl, row.year) }))
}
