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
import { candidateOf, type PlanningCandidate } from '../planning/candidate.js'
import { PlanningData, type TrackData } from '../planning/planning-data.js'
import { type Answers, type Report, SchemeAnalysis } from './analysis.js'
import { type ConsultRow, ExpertRecords, type SchemeRow } from './queries.js'

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
  const s = new ExpertRecords(app.userDb, app.userDialect)
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

  const candidateOfUser = async (userId: number | undefined): Promise<PlanningCandidate> =>
    candidateOf(await s.profile(userId ?? 0), app.ranks)
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
    const userId = request.userId as number
    const user = await s.profile(userId)
    if (!user) throw new Error('authenticate let a user without a row through')
    return {
      experts: experts.map((e) => ({ ...e, specialties: [...e.specialties], topics: [...e.topics], sample: true })),
      topics: [...CONSULT_TOPICS],
      times: [...CONSULT_TIMES],
      channels: [...CONSULT_CHANNELS],
      contact: { name: user.nick_name, phone: maskPhone(user.phone) },
      pending: await s.pending(userId),
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
    // Read before the lock: inside it only its transaction may be used (on SQLite, another read would wait for it).
    const limit = await pendingLimitOf(request.userId)
    const userId = request.userId as number
    const consult = { expertId: expert.id, topic: body.topic, preferredTime: body.preferredTime, channel: body.channel }
    const saved = await s.locked(userId, async (tx) => {
      if ((await s.pending(userId, tx)) >= limit) refuse('consultLimit', EXPERT_TEXT.consultLimit(limit))
      return s.insertConsult(tx, userId, { ...consult, contactName, question }, app.now())
    })
    return consultItem(saved)
  })

  implement(app, queryListByUser, async ({ body, request }) => {
    const userId = request.userId as number
    const rows = await s.consults(userId, body.pageSize, (body.pageNum - 1) * body.pageSize)
    return {
      list: rows.map(consultItem),
      total: await s.consultCount(userId),
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
  const schemeOf = async (userId: number | undefined, id: number, db?: Parameters<typeof s.scheme>[2]) => {
    const row = await s.scheme(userId ?? 0, id, db)
    if (!row) refuse('schemeNotFound', EXPERT_TEXT.schemeNotFound)
    return row
  }
  /** The plan, the candidate now, and the engine's data for their province and track. */
  const planOf = async (userId: number | undefined, schemeId: number) => {
    const row = await schemeOf(userId, schemeId)
    const candidate = await candidateOfUser(userId)
    return { row, candidate, data: trackOf(candidate), answers: JSON.parse(row.answers) as Answers }
  }

  implement(app, queryProblemNotes, () => ({
    questions: PROBLEM_NOTES.map((q) => ({ ...q, options: [...q.options] })),
  }))

  implement(app, getSubsidiarySchemeList, async ({ body, request }) => {
    const userId = request.userId as number
    const rows = await s.schemes(userId, body.pageSize, (body.pageNum - 1) * body.pageSize)
    return {
      list: rows.map(summaryOf),
      total: await s.schemeCount(userId),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }
  })

  implement(app, getSubsidiaryScheme, async ({ body, request }) => detailOf(await schemeOf(request.userId, body.id)))

  implement(app, subsidiaryScheme, async ({ body, request }) => {
    const userId = request.userId as number
    const candidate = await candidateOfUser(userId)
    const answers = checkAnswers(body.answers)
    const name = body.name.trim()
    if (name === '') throw ApiError.badRequest(EXPERT_TEXT.schemeNameLength)
    const values = {
      name,
      answers: JSON.stringify(answers),
      note: (body.note ?? '').trim(),
      province: candidate.province,
      track: candidate.track,
      xk: candidate.xk,
      score: candidate.score,
      rank: candidate.rank,
    }
    // Locked, so a burst of new plans over several replicas stops at SCHEME_LIMIT.
    const id = await s.locked(userId, async (tx) => {
      if (body.id !== undefined) {
        await schemeOf(userId, body.id, tx)
        await s.updateScheme(tx, userId, body.id, values, app.now())
        return body.id
      }
      if ((await s.schemeCount(userId, tx)) >= SCHEME_LIMIT) refuse('schemeLimit', EXPERT_TEXT.schemeLimit)
      return s.insertScheme(tx, userId, values, app.now())
    })
    return detailOf(await schemeOf(userId, id))
  })

  implement(app, recommendationsMajorByScore, async ({ body, request }) => {
    const { candidate, data, answers } = await planOf(request.userId, body.schemeId)
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

  implement(app, queryScaleByxk, async ({ body, request }) => {
    const { candidate, data } = await planOf(request.userId, body.schemeId)
    return engine().scale(data, candidate)
  })

  implement(app, conformVolunteer, async ({ body, request }) => {
    const { candidate, data, answers } = await planOf(request.userId, body.schemeId)
    return engine().conform(data, candidate, answers)
  })

  implement(app, generativeReport, async ({ body, request }) => {
    const { row, candidate, data, answers } = await planOf(request.userId, body.schemeId)
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
    const { province, track, xk, score, rank } = candidate
    await s.saveReport(
      request.userId as number,
      row.id,
      JSON.stringify(report),
      { province, track, xk, score, rank },
      now,
    )
    return { schemeId: row.id, generatedAt }
  })

  implement(app, interpretationReport, async ({ body, request }) => {
    const row = await schemeOf(request.userId, body.schemeId)
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
