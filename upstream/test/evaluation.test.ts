import { createHash } from 'node:crypto'
import {
  EVALUATION_REFUSAL_CODE,
  EVALUATION_TEXT,
  loginByPassWord,
  myEvaluation,
  queryEvaluationList,
  queryQuestionsByEvaluationId,
  queryUserDoneEvaluationReport,
  queryUserEvaluationReport,
  queryUserEvaluationTime,
  saveEvaluationAnswers,
  sendVerifyCode,
  submitEvaluation,
  userRegistration,
} from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { useUpstream } from './helpers.js'
import { contractCaller } from './support/contract-call.js'

let clock = Date.parse('2026-06-26T10:00:00+08:00')
const md5 = (s: string) => createHash('md5').update(s).digest('hex')

const upstream = useUpstream({ DEMO_MODE: 'on' }, { now: () => clock })
const { post, ok } = contractCaller(upstream)

async function demoLogin(): Promise<string> {
  return (await ok(loginByPassWord, { phone: '13800000001', passWord: md5('demo1234') })).token
}

async function newUser(phone: string): Promise<string> {
  const sent = await ok(sendVerifyCode, { phone, isSignIn: '1' })
  return (await ok(userRegistration, { phone, verifyCode: sent.demoCode, passWord: md5('eval1234') })).token
}

/** The hand-scored 霍兰德 sheet 1 of evaluation-scoring.test.ts (I 9, S 7, A 6, R 2, E 1, C 0 -> ISA), 1 = 是. */
const ISA_SHEET = '111110 111001 110001 100011 000111 001110 010100 100000 000001 000000'
  .replace(/\s+/g, '')
  .split('')
  .map((c) => (c === '1' ? 0 : 1))

const answersOf = (sheet: number[], from = 1) => sheet.map((option, i) => ({ position: from + i, option }))

describe('the list and the questions (public)', () => {
  it('lists the two assessments of the dataset with their kinds and sizes', async () => {
    const list = await ok(queryEvaluationList, {})
    expect(list.map((e) => [e.id, e.name, e.kind, e.questionCount, e.minutes])).toEqual([
      [1, '霍兰德职业兴趣测评', 'code', 60, 10],
      [2, '性格类型测评（四维度）', 'type', 40, 8],
    ])
    expect(list[0]?.dimensions.map((d) => d.code).join('')).toBe('RIASEC')
  })

  it('gives the questions in order with option labels only (no scores)', async () => {
    const data = await ok(queryQuestionsByEvaluationId, { evaluationId: 1 })
    expect(data.questions).toHaveLength(60)
    expect(data.questions[0]).toEqual({
      id: 1001,
      position: 1,
      text: '我喜欢拆开旧闹钟、收音机之类的小物件，看看里面是怎么运转的。',
      options: ['是', '否'],
    })
    expect(JSON.stringify(data)).not.toContain('scores')
  })

  it('refuses an assessment that does not exist', async () => {
    const res = await post(queryQuestionsByEvaluationId, { evaluationId: 99 })
    expect([res.status, res.code, res.msg]).toEqual([200, EVALUATION_REFUSAL_CODE.evaluationNotFound, '测评不存在'])
  })
})

describe('taking an assessment: answers kept on the server, resumed, submitted', () => {
  let token: string

  beforeAll(async () => {
    token = await demoLogin()
  })

  it('needs a login for progress, answers and reports', async () => {
    for (const e of [queryUserEvaluationTime, saveEvaluationAnswers, submitEvaluation, myEvaluation]) {
      const res = await post(e, { evaluationId: 1, answers: [{ position: 1, option: 0 }] })
      expect(res.status, e.path).toBe(401)
    }
  })

  it('starts empty, keeps each answer, and resumes where the user left', async () => {
    const empty = await ok(queryUserEvaluationTime, { evaluationId: 1 }, token)
    expect(empty.progress).toMatchObject({ answered: 0, total: 60, startedAt: null })
    expect(empty.done).toEqual([])

    // The first 25 answers one at a time, as the page saves them.
    for (const item of answersOf(ISA_SHEET.slice(0, 25))) {
      clock += 1000
      await ok(saveEvaluationAnswers, { evaluationId: 1, answers: [item] }, token)
    }
    const resumed = await ok(queryUserEvaluationTime, { evaluationId: 1 }, token)
    expect(resumed.progress.answered).toBe(25)
    expect(resumed.progress.answers.slice(0, 25)).toEqual(ISA_SHEET.slice(0, 25))
    expect(resumed.progress.answers[25]).toBeNull()
    expect(resumed.progress.updatedAt).toBeGreaterThan(resumed.progress.startedAt ?? Infinity)

    // Changing one's mind overwrites; null clears.
    await ok(
      saveEvaluationAnswers,
      { evaluationId: 1, answers: [{ position: 3, option: 1 - (ISA_SHEET[2] ?? 0) }] },
      token,
    )
    const cleared = await ok(saveEvaluationAnswers, { evaluationId: 1, answers: [{ position: 3 }] }, token)
    expect(cleared.answered).toBe(24)
  })

  it('refuses an option the question does not have and a question that does not exist', async () => {
    const option = await post(saveEvaluationAnswers, { evaluationId: 1, answers: [{ position: 5, option: 2 }] }, token)
    expect([option.code, option.msg]).toEqual([EVALUATION_REFUSAL_CODE.badAnswer, '第 5 题的选项无效'])
    const position = await post(
      saveEvaluationAnswers,
      { evaluationId: 1, answers: [{ position: 61, option: 0 }] },
      token,
    )
    expect(position.code).toBe(EVALUATION_REFUSAL_CODE.badAnswer)
  })

  it('refuses to submit before every question is answered, saying how many are left', async () => {
    const res = await post(submitEvaluation, { evaluationId: 1 }, token)
    expect([res.code, res.msg]).toEqual([EVALUATION_REFUSAL_CODE.incomplete, EVALUATION_TEXT.incomplete(36)])
    expect(res.msg).toBe('还有 36 题未作答，请答完后再提交')
  })

  it('scores the submitted sheet as hand-scored: ISA with I 9, S 7, A 6, and its report texts, majors and jobs', async () => {
    await ok(saveEvaluationAnswers, { evaluationId: 1, answers: answersOf(ISA_SHEET) }, token)
    clock += 60_000
    const done = await ok(submitEvaluation, { evaluationId: 1 }, token)
    expect(done.code).toBe('ISA')
    expect(done.finishedAt).toBe(clock)

    const report = await ok(queryUserEvaluationReport, { reportId: done.reportId }, token)
    expect(report.code).toBe('ISA')
    expect(report.codeName).toBe('研究型 · 社会型 · 艺术型')
    expect(report.scores.map((s) => `${s.code}${s.score}/${s.max}`).join(' ')).toBe(
      'R2/10 I9/10 A6/10 S7/10 E1/10 C0/10',
    )
    expect(report.dimensions.map((d) => d.name)).toEqual(['研究型', '社会型', '艺术型'])
    expect(report.dimensions[0]?.summary).toContain('好奇心强')
    // The majors the three dimensions name, in the code's order, resolved to the catalogue (本科 first).
    expect(report.majors.slice(0, 3).map((m) => [m.name, m.id, m.from])).toEqual([
      ['数学与应用数学', 70101, 'I'],
      ['物理学', 70201, 'I'],
      ['化学', 70301, 'I'],
    ])
    expect(report.majors.filter((m) => m.from === 'S').map((m) => m.name)).toContain('心理学')
    // 统计学 is named by I and C alike: listed once.
    expect(new Set(report.majors.map((m) => m.id)).size).toBe(report.majors.length)
    // A career the job library names exactly links to that job alone; 医生 links to jobs containing it.
    const software = report.careers.find((c) => c.name === '软件工程师')
    expect(software?.jobs.map((j) => j.name)).toEqual(['软件工程师'])
    const doctor = report.careers.find((c) => c.name === '医生')
    expect(doctor?.jobs.length).toBe(3)
    expect(doctor?.jobs.every((j) => j.name.includes('医生'))).toBe(true)
    expect(report.careers.find((c) => c.name === '科研人员')?.jobs).toEqual([])
    expect(report.relatedJobs.length).toBeGreaterThan(0)
    const named = new Set(report.careers.flatMap((c) => c.jobs.map((j) => j.id)))
    expect(report.relatedJobs.some((j) => named.has(j.id))).toBe(false)

    // The progress is gone; the attempt is listed.
    const after = await ok(queryUserEvaluationTime, { evaluationId: 1 }, token)
    expect(after.progress).toMatchObject({ answered: 0, startedAt: null })
    expect(after.done).toEqual([{ reportId: done.reportId, code: 'ISA', finishedAt: done.finishedAt }])
    expect(after.doneCount).toBe(1)
  })

  it('gives a type assessment its 4-letter type with the type texts', async () => {
    // Hand-scored sheet 6: E 6:4, N 7:3, T 5:5 (tie -> F), P 8:2 -> ENFP.
    const sheet = '00001101 00001101 00001101 10000000 11000000'.replace(/\s+/g, '').split('').map(Number)
    await ok(saveEvaluationAnswers, { evaluationId: 2, answers: answersOf(sheet) }, token)
    clock += 60_000
    const done = await ok(submitEvaluation, { evaluationId: 2 }, token)
    const report = await ok(queryUserEvaluationReport, { reportId: done.reportId }, token)
    expect(report.code).toBe('ENFP')
    expect(report.evaluation.kind).toBe('type')
    expect(report.codeName.length).toBeGreaterThan(1)
    expect(report.summary.length).toBeGreaterThan(20)
    expect(report.dimensions.map((d) => d.code)).toEqual(['E', 'N', 'F', 'P'])
    expect(report.majors.every((m) => m.from === 'ENFP')).toBe(true)
    expect(report.majors.length).toBe(6)
  })

  it('lists the history latest first and answers the latest report per assessment', async () => {
    const history = await ok(myEvaluation, { pageNum: 1, pageSize: 10 }, token)
    expect(history.total).toBe(2)
    expect(history.list.map((h) => [h.evaluationName, h.code])).toEqual([
      ['性格类型测评（四维度）', 'ENFP'],
      ['霍兰德职业兴趣测评', 'ISA'],
    ])
    const latest = await ok(queryUserDoneEvaluationReport, { evaluationId: 1 }, token)
    expect(latest?.code).toBe('ISA')
  })

  it('keeps reports private: another user sees neither the report nor a history', async () => {
    const other = await newUser('13900000077')
    const mine = await ok(myEvaluation, { pageNum: 1, pageSize: 10 }, token)
    const reportId = mine.list[0]?.reportId ?? 0
    const res = await post(queryUserEvaluationReport, { reportId }, other)
    expect([res.code, res.msg]).toEqual([EVALUATION_REFUSAL_CODE.reportNotFound, '测评报告不存在'])
    expect((await ok(myEvaluation, { pageNum: 1, pageSize: 10 }, other)).total).toBe(0)
    expect(await ok(queryUserDoneEvaluationReport, { evaluationId: 1 }, other)).toBeNull()
  })
})
