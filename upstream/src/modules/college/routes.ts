import {
  COLLEGE_REFUSAL_CODE,
  COLLEGE_TEXT,
  focus,
  getDataNfBySf,
  getMajorDataNfBySf,
  getPlanNfBySf,
  queryDataLineChart,
  queryFocusSchool,
  queryMajorKl,
  queryMajorScore,
  queryPlan,
  querySchoolCompare,
  querySchoolDetails,
  querySchoolKl,
  querySchoolList,
  querySchoolMajor,
  querySchoolPc,
  querySchoolPlanKl,
  querySchoolPlanPc,
  querySchoolRank,
  querySchoolRecommendations,
  querySchoolScenery,
  querySchoolScore,
  querySchoolZslx,
  trackOf,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { memberGate } from '../membership/gate.js'
import { Admissions } from './admissions.js'
import { SchoolCompare } from './compare.js'
import { SchoolFocus } from './focus.js'
import { Schools } from './schools.js'

/** Colleges (docs/spec-rules.md, Calls: College, school/querySchoolRank) and the colleges a user follows (关注). */
export default async function collegeRoutes(app: FastifyInstance): Promise<void> {
  // Without a track, a 3+3 province's figures are 综合 and a 3+1+2 province's 物理类.
  const defaultTrack = (province: string) => {
    const mode = app.ranks.modeOf(province)
    return mode ? trackOf(mode, mode === '3+3' ? '' : '物') : undefined
  }
  const schools = new Schools(app.db, defaultTrack)
  const admissions = new Admissions(app.db)
  const focused = new SchoolFocus(app.db, app.userDb, app.userDialect, app.now)
  /** 历年专业分数线 and 招生计划 are member features (docs/payments.md). */
  const gate = memberGate(app)

  const notFound = () => ApiError.refuse(COLLEGE_REFUSAL_CODE.schoolNotFound, COLLEGE_TEXT.schoolNotFound)
  /** Figure calls answer empty lists for a college without rows, but refuse an id that is no college. */
  const known = (id: number) => {
    if (!schools.exists(id)) throw notFound()
  }

  implement(app, querySchoolList, ({ body }) => schools.list(body))
  implement(app, querySchoolRank, ({ body }) => schools.ranking(body))
  const comparison = new SchoolCompare(app.db, schools, defaultTrack)
  implement(app, querySchoolCompare, ({ body }) => comparison.compare(body))

  implement(app, querySchoolDetails, ({ body }) => {
    const details = schools.details(body.schoolId)
    if (!details) throw notFound()
    return details
  })
  implement(app, querySchoolRecommendations, ({ body }) => {
    const similar = schools.similar(body.schoolId)
    if (!similar) throw notFound()
    return similar
  })
  // The reference dataset holds no campus photos; it says so with an empty list rather than inventing any.
  implement(app, querySchoolScenery, ({ body }) => {
    known(body.schoolId)
    return []
  })
  implement(app, querySchoolMajor, ({ body }) => {
    known(body.schoolId)
    return admissions.majors(body.schoolId, body.province)
  })

  implement(app, getDataNfBySf, ({ body }) => {
    known(body.schoolId)
    return admissions.scoreYears(body.schoolId, body.province)
  })
  implement(app, querySchoolKl, ({ body }) => {
    known(body.schoolId)
    return admissions.scoreTracks(body.schoolId, body.province, body.year)
  })
  implement(app, querySchoolZslx, ({ body }) => {
    known(body.schoolId)
    return admissions.admissionTypes(body.schoolId, body.province, body.year, body.track)
  })
  implement(app, querySchoolPc, ({ body }) => {
    known(body.schoolId)
    return admissions.scoreBatches(body.schoolId, body.province, body.year, body.track)
  })
  implement(app, querySchoolScore, ({ body }) => {
    known(body.schoolId)
    return admissions.scores(body)
  })

  implement(app, getMajorDataNfBySf, ({ body }) => {
    known(body.schoolId)
    return admissions.majorYears(body.schoolId, body.province)
  })
  implement(app, queryMajorKl, ({ body }) => {
    known(body.schoolId)
    return admissions.majorTracks(body.schoolId, body.province, body.year)
  })
  implement(app, queryMajorScore, async ({ body, request }) => {
    await gate(request, 'majorScores')
    known(body.schoolId)
    return admissions.majorScores(body)
  })

  implement(app, getPlanNfBySf, ({ body }) => {
    known(body.schoolId)
    return admissions.planYears(body.schoolId, body.province)
  })
  implement(app, querySchoolPlanKl, ({ body }) => {
    known(body.schoolId)
    return admissions.planTracks(body.schoolId, body.province, body.year)
  })
  implement(app, querySchoolPlanPc, ({ body }) => {
    known(body.schoolId)
    return admissions.planBatches(body.schoolId, body.province, body.year, body.track)
  })
  implement(app, queryPlan, async ({ body, request }) => {
    await gate(request, 'plans')
    known(body.schoolId)
    return admissions.plans(body)
  })

  implement(app, queryDataLineChart, ({ body }) => {
    known(body.schoolId)
    return admissions.trend(body)
  })

  implement(app, focus, async ({ body, request }) => {
    known(body.schoolId)
    return {
      schoolId: body.schoolId,
      focused: await focused.set(request.userId as number, body.schoolId, body.focused),
    }
  })
  implement(app, queryFocusSchool, ({ body, request }) => focused.list(request.userId as number, body))
}
