import {
  CONSULT_CHANNELS,
  CONSULT_PENDING_LIMIT,
  CONSULT_PENDING_LIMIT_PACKAGE,
  CONSULT_TIMES,
  CONSULT_TOPICS,
  conformVolunteer,
  EXPERT_PRODUCT,
  EXPERT_REFUSAL_CODE,
  EXPERT_TEXT,
  generativeReport,
  getSubsidiaryScheme,
  getSubsidiarySchemeList,
  interpretationReport,
  maskPhone,
  PLANNING_REFUSAL_CODE,
  PLANNING_TEXT,
  PROBLEM_NOTES,
  queryConsultIntention,
  queryListByUser,
  queryProblemNotes,
  queryScaleByxk,
  recommendationsMajorByScore,
  SCHEME_LIMIT,
  saveUserConsult,
  subsidiaryScheme,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { loadExperts } from '../../dataset/guidance-data.js'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { DEMO_FIGURES } from '../../lib/provenance.js'
import { Memberships } from '../membership/memberships.js'
import { candidateOf, type PlanningCandidate, type ProfileRow } from '../planning/candidate.js'
import { PlanningData, type TrackData } from '../planning/planning-data.js'
import { type Answers, type Report, SchemeAnalysis } from './analysis.js'
import { type ConsultRow, expertQueries, type SchemeRow } from './queries.js'

const iso = (ms: number) => new Date(ms).toISOString()

function refuse(code: keyof typeof EXPERT_REFUSAL_CODE, msg: string): never {
  throw ApiError.refuse(EXPERT_REFUSAL_CODE[code], msg)
}

/**
 * 专家一对一: sample experts (upstream/data/experts), consultations, and
 * expert-assisted plans whose figures come from the planning engine
 * (./analysis.ts). The engine's data is loaded on the first plan call, not
 * at start: most visitors never ask for one.
 */
export default async function expertRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const experts = loadExperts()
  const expertById = new Map(experts.map((e) => [e.id, e]))
  const s = expertQueries(db)
  const memberships = new Memberships(app.userDb, app.now)
  /** The expert package's holders (product 'expert', bought or by card) may keep more consultations open. */
  const pendingLimitOf = async (userId: number | undefined) =>
    userId !== undefined && (await memberships.holds(userId, EXPERT_PRODUCT))
      ? CONSULT_PENDING_LIMIT_PACKAGE
      : CONSULT_PENDING_LIMIT

  let analysis: SchemeAnalysis | undefined
  const engine = () => {
    analysis ??= new SchemeAnalysis(db, new PlanningData(db))
    return analysis
  }

  const candidateOfUser = (userId: number | undefined): PlanningCandidate =>
    candidateOf(s.profile.get(userId ?? 0) as ProfileRow | undefined, app.ranks)
  const trackOf = (candidate: PlanningCandidate): TrackData => {
    const data = engine().planning.track(candidate.province, candidate.track)
    if (!data) throw ApiError.refuse(PLANNING_REFUSAL_CODE.profileIncomplete, PLANNING_TEXT.profileIncomplete)
    return data
  }

  const consultItem = (row: ConsultRow) => ({
    id: row.id,
    expertId: row.expert_id,
    expertTitle: expertById.get(row.expert_id)?.title ?? '',
    topic: row.topic as (typeof CONSULT_TOPICS)[number],
    preferredTime: row.preferred_time as (typeof CONSULT_TIMES)[number],
    channel: row.channel as (typeof CONSULT_CHANNELS)[number],
    contactName: row.contact_name,
    question: row.question,
    status: row.status as '已提交',
    createdAt: iso(row.created_at),
  })

  // ---- consultations ----

  implement(app, queryConsultIntention, async ({ request }) => {
    const user = s.profile.get(request.userId) as ProfileRow
    return {
      experts: experts.map((e) => ({ ...e, specialties: [...e.specialties], topics: [...e.topics], sample: true })),
      topics: [...CONSULT_TOPICS],
      times: [...CONSULT_TIMES],
      channels: [...CONSULT_CHANNELS],
      contact: { name: user.nick_name, phone: maskPhone(user.phone) },
      pending: s.pending.get(request.userId) as number,
      pendingLimit: await pendingLimitOf(request.userId),
      expertPackage: await memberships.state(request.userId as number, EXPERT_PRODUCT),
    }
  })

  implement(app, saveUserConsult, async ({ body, request }) => {
    const expert = expertById.get(body.expertId)
    if (!expert) refuse('expertNotFound', EXPERT_TEXT.expertNotFound)
    const question = body.question.trim()
    const contactName = body.contactName.trim()
    if (question.length < 10) throw ApiError.badRequest(EXPERT_TEXT.questionLength)
    if (contactName === '') throw ApiError.badRequest(EXPERT_TEXT.contactNameLength)
    // Read before the transaction: better-sqlite3's transaction cannot await the user store.
    const limit = await pendingLimitOf(request.userId)
    const saved = db.transaction(() => {
      if ((s.pending.get(request.userId) as number) >= limit) refuse('consultLimit', EXPERT_TEXT.consultLimit(limit))
      const { lastInsertRowid } = s.insertConsult.run({
        userId: request.userId,
        expertId: expert.id,
        topic: body.topic,
        preferredTime: body.preferredTime,
        channel: body.channel,
        contactName,
        question,
        now: app.now(),
      })
      return s.consult.get(lastInsertRowid) as ConsultRow
    })()
    return consultItem(saved)
  })

  implement(app, queryListByUser, ({ body, request }) => {
    const rows = s.consults.all(request.userId, body.pageSize, (body.pageNum - 1) * body.pageSize) as ConsultRow[]
    return {
      list: rows.map(consultItem),
      total: s.consultCount.get(request.userId) as number,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }
  })

  // ---- expert-assisted plans ----

  const summaryOf = (row: SchemeRow) => ({
    id: row.id,
    name: row.name,
    province: row.province,
    track: row.track,
    xk: row.xk,
    score: row.score,
    rank: row.rank,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    reportAt: row.report_at === null ? null : iso(row.report_at),
  })
  const detailOf = (row: SchemeRow) => ({
    ...summaryOf(row),
    answers: JSON.parse(row.answers) as Record<string, string[]>,
    note: row.note,
  })
  const schemeOf = (userId: number | undefined, id: number): SchemeRow => {
    const row = s.scheme.get(id, userId ?? 0) as SchemeRow | undefined
    if (!row) refuse('schemeNotFound', EXPERT_TEXT.schemeNotFound)
    return row
  }
  /** The plan, the candidate now, and the engine's data for their province and track. */
  const planOf = (userId: number | undefined, schemeId: number) => {
    const row = schemeOf(userId, schemeId)
    const candidate = candidateOfUser(userId)
    return { row, candidate, data: trackOf(candidate), answers: JSON.parse(row.answers) as Answers }
  }

  implement(app, queryProblemNotes, () => ({
    questions: PROBLEM_NOTES.map((q) => ({ ...q, options: [...q.options] })),
  }))

  implement(app, getSubsidiarySchemeList, ({ body, request }) => {
    const rows = s.schemes.all(request.userId, body.pageSize, (body.pageNum - 1) * body.pageSize) as SchemeRow[]
    return {
      list: rows.map(summaryOf),
      total: s.schemeCount.get(request.userId) as number,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }
  })

  implement(app, getSubsidiaryScheme, ({ body, request }) => detailOf(schemeOf(request.userId, body.id)))

  implement(app, subsidiaryScheme, ({ body, request }) => {
    const candidate = candidateOfUser(request.userId)
    const answers = checkAnswers(body.answers)
    const name = body.name.trim()
    if (name === '') throw ApiError.badRequest(EXPERT_TEXT.schemeNameLength)
    const values = {
      userId: request.userId,
      name,
      answers: JSON.stringify(answers),
      note: (body.note ?? '').trim(),
      province: candidate.province,
      track: candidate.track,
      xk: candidate.xk,
      score: candidate.score,
      rank: candidate.rank,
      now: app.now(),
    }
    const id = db.transaction(() => {
      if (body.id !== undefined) {
        schemeOf(request.userId, body.id)
        s.updateScheme.run({ ...values, id: body.id })
        return body.id
      }
      if ((s.schemeCount.get(request.userId) as number) >= SCHEME_LIMIT) refuse('schemeLimit', EXPERT_TEXT.schemeLimit)
      return Number(s.insertScheme.run(values).lastInsertRowid)
    })()
    return detailOf(schemeOf(request.userId, id))
  })

  implement(app, recommendationsMajorByScore, ({ body, request }) => {
    const { candidate, data, answers } = planOf(request.userId, body.schemeId)
    const all = engine().majors(data, candidate, answers)
    const start = (body.pageNum - 1) * body.pageSize
    return {
      list: all.slice(start, start + body.pageSize),
      total: all.length,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      province: candidate.province,
      track: candidate.track,
      rank: candidate.rank,
      rankYear: data.rankYear,
      planYear: data.planYear,
      demo: DEMO_FIGURES,
    }
  })

  implement(app, queryScaleByxk, ({ body, request }) => {
    const { candidate, data } = planOf(request.userId, body.schemeId)
    return engine().scale(data, candidate)
  })

  implement(app, conformVolunteer, ({ body, request }) => {
    const { candidate, data, answers } = planOf(request.userId, body.schemeId)
    return engine().conform(data, candidate, answers)
  })

  implement(app, generativeReport, ({ body, request }) => {
    const { row, candidate, data, answers } = planOf(request.userId, body.schemeId)
    const now = app.now()
    const generatedAt = iso(now)
    const scheme = {
      ...detailOf(row),
      province: candidate.province,
      track: candidate.track,
      xk: candidate.xk,
      score: candidate.score,
      rank: candidate.rank,
      reportAt: generatedAt,
    }
    const report = engine().report(data, candidate, scheme, answers, generatedAt)
    s.saveReport.run({
      report: JSON.stringify(report),
      now,
      province: candidate.province,
      track: candidate.track,
      xk: candidate.xk,
      score: candidate.score,
      rank: candidate.rank,
      id: row.id,
      userId: request.userId,
    })
    return { schemeId: row.id, generatedAt }
  })

  implement(app, interpretationReport, ({ body, request }) => {
    const row = schemeOf(request.userId, body.schemeId)
    if (row.report === null) refuse('reportMissing', EXPERT_TEXT.reportMissing)
    return JSON.parse(row.report) as Report
  })
}

/** Answers must name known questions and options; single-choice questions take one; every single one is required. */
function checkAnswers(answers: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const key of Object.keys(answers)) {
    if (!PROBLEM_NOTES.some((q) => q.key === key)) throw ApiError.badRequest(EXPERT_TEXT.optionInvalid(key))
  }
  for (const q of PROBLEM_NOTES) {
    const picked = [...new Set(answers[q.key] ?? [])]
    if (picked.some((o) => !q.options.includes(o))) {
      throw ApiError.refuse(EXPERT_REFUSAL_CODE.answersInvalid, EXPERT_TEXT.optionInvalid(q.label))
    }
    if (q.kind === 'single' && picked.length !== 1) {
      throw ApiError.refuse(EXPERT_REFUSAL_CODE.answersInvalid, EXPERT_TEXT.answersInvalid(q.label))
    }
    out[q.key] = q.options.filter((o) => picked.includes(o))
  }
  return out
}
