import {
  CONSULT_PENDING_LIMIT,
  conformVolunteer,
  type Endpoint,
  EXPERT_REFUSAL_CODE,
  EXPERT_TEXT,
  generativeReport,
  getSubsidiaryScheme,
  getSubsidiarySchemeList,
  interpretationReport,
  PLANNING_REFUSAL_CODE,
  queryConsultIntention,
  queryListByUser,
  queryProblemNotes,
  queryScaleByxk,
  REPORT_SUMMARY_TEXT,
  recommendationsMajorByScore,
  saveUserConsult,
  subsidiaryScheme,
} from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { PLAN_YEAR } from '../src/dataset/generate/model.js'
import { useUpstream } from './helpers.js'
import { callContract } from './support/contract-call.js'
import { storeStudent } from './support/student.js'

const upstream = useUpstream()

const post = (endpoint: Endpoint, body: object, token?: string) => callContract(upstream(), endpoint, body, token)

let phoneCounter = 0
/** A student with a session; no profile when province is ''. */
async function student(province: string, xk: string, score: number, name = '测试考生'): Promise<string> {
  phoneCounter += 1
  const phone = `1390000${String(phoneCounter).padStart(4, '0')}`
  return (await storeStudent(upstream(), { phone, nickName: name, province, gkYear: 2026, score, xk })).token
}

const consult = {
  expertId: 1,
  topic: '志愿填报',
  preferredTime: '工作日晚上',
  channel: '电话',
  contactName: '王同学',
  question: '物理类 600 分左右，想学计算机，省内和省外怎么取舍？',
}

describe('consultations', () => {
  let token: string
  beforeAll(async () => {
    token = await student('江苏', '物/化/生', 600, '王同学')
  })

  it('need a login', async () => {
    expect((await post(queryConsultIntention, {})).status).toBe(401)
    expect((await post(saveUserConsult, consult)).status).toBe(401)
  })

  it('offer sample experts with generic titles, the form’s options and the user’s contact', async () => {
    const { data } = await post(queryConsultIntention, {}, token)
    expect(data.experts.length).toBeGreaterThanOrEqual(4)
    for (const e of data.experts) {
      expect(e.title).toMatch(/（示例）$/)
      expect(e.sample).toBe(true)
    }
    expect(data.experts[0].title).toBe('资深志愿规划师（示例）')
    expect(data.topics).toContain('志愿填报')
    expect(data.times).toEqual(['工作日白天', '工作日晚上', '周末'])
    expect(data.channels).toEqual(['电话', '线上视频'])
    expect(data.contact.name).toBe('王同学')
    expect(data.contact.phone).toMatch(/^1390000\*{4}$|^139\*{4}\d{4}$/)
    expect([data.pending, data.pendingLimit]).toEqual([0, CONSULT_PENDING_LIMIT])
  })

  it('saves a consultation and lists it, newest first, to its owner only', async () => {
    const saved = await post(saveUserConsult, consult, token)
    expect(saved.code).toBe(0)
    expect(saved.data).toMatchObject({ expertTitle: '资深志愿规划师（示例）', status: '已提交', topic: '志愿填报' })
    const second = await post(saveUserConsult, { ...consult, expertId: 2, topic: '选科指导' }, token)
    const { data } = await post(queryListByUser, { pageNum: 1, pageSize: 10 }, token)
    expect(data.total).toBe(2)
    expect(data.list.map((c: { id: number }) => c.id)).toEqual([second.data.id, saved.data.id])
    const other = await student('江苏', '物/化/生', 580)
    expect((await post(queryListByUser, { pageNum: 1, pageSize: 10 }, other)).data.total).toBe(0)
    expect((await post(queryConsultIntention, {}, token)).data.pending).toBe(2)
  })

  it('refuses a short question, an unknown expert and more open consultations than the limit', async () => {
    const short = await post(saveUserConsult, { ...consult, question: '怎么填？' }, token)
    expect([short.status, short.msg]).toEqual([400, EXPERT_TEXT.questionLength])
    const unknown = await post(saveUserConsult, { ...consult, expertId: 99 }, token)
    expect(unknown).toMatchObject({ code: EXPERT_REFUSAL_CODE.expertNotFound, msg: EXPERT_TEXT.expertNotFound })
    const topic = await post(saveUserConsult, { ...consult, topic: '其他' }, token)
    expect([topic.status, topic.msg]).toEqual([400, '请选择咨询主题'])
    const fresh = await student('江苏', '物/化/生', 560)
    for (let i = 0; i < CONSULT_PENDING_LIMIT; i++) expect((await post(saveUserConsult, consult, fresh)).code).toBe(0)
    const over = await post(saveUserConsult, consult, fresh)
    expect(over).toMatchObject({
      code: EXPERT_REFUSAL_CODE.consultLimit,
      msg: '你已有 3 条待处理的咨询，请等待联系后再提交',
    })
  })
})

const ANSWERS = {
  regions: ['本省', '长三角'],
  categories: ['工学', '理学'],
  goal: ['读研深造'],
  risk: ['均衡'],
  adjust: ['服从调剂'],
  budget: ['每年2万元以内'],
}

describe('expert-assisted plans (辅助方案)', () => {
  let token: string
  let schemeId: number
  beforeAll(async () => {
    // 物/生/地: no 化学, so 物理+化学 majors are closed
    token = await student('江苏', '物/生/地', 590, '李同学')
  })

  it('ask the six intake questions', async () => {
    const { data } = await post(queryProblemNotes, {}, token)
    expect(data.questions.map((q: { key: string }) => q.key)).toEqual([
      'regions',
      'categories',
      'goal',
      'risk',
      'adjust',
      'budget',
    ])
  })

  it('refuse a plan without a profile or without every single-choice answer', async () => {
    const bare = await student('', '', 0)
    expect((await post(subsidiaryScheme, { name: '方案', answers: ANSWERS }, bare)).code).toBe(
      PLANNING_REFUSAL_CODE.profileIncomplete,
    )
    const { risk, ...noRisk } = ANSWERS
    expect(await post(subsidiaryScheme, { name: '方案', answers: noRisk }, token)).toMatchObject({
      code: EXPERT_REFUSAL_CODE.answersInvalid,
      msg: '请回答：填报风格',
    })
    expect(
      await post(subsidiaryScheme, { name: '方案', answers: { ...ANSWERS, risk: ['梭哈'] } }, token),
    ).toMatchObject({
      code: EXPERT_REFUSAL_CODE.answersInvalid,
      msg: '「填报风格」的选项无效，请重新选择',
    })
  })

  it('save, update and list a plan with the candidate it was made for', async () => {
    const created = await post(subsidiaryScheme, { name: '我的方案', answers: ANSWERS, note: '想去南京' }, token)
    expect(created.code).toBe(0)
    schemeId = created.data.id
    const rank = upstream().ranks.rank('江苏', '物理类', 590)
    expect(created.data).toMatchObject({
      name: '我的方案',
      province: '江苏',
      track: '物理类',
      score: 590,
      rank,
      reportAt: null,
    })
    const updated = await post(subsidiaryScheme, { id: schemeId, name: '我的方案A', answers: ANSWERS }, token)
    expect(updated.data.name).toBe('我的方案A')
    const list = await post(getSubsidiarySchemeList, { pageNum: 1, pageSize: 10 }, token)
    expect(list.data.total).toBe(1)
    const one = await post(getSubsidiaryScheme, { id: schemeId }, token)
    expect(one.data.answers).toEqual(ANSWERS)
    const other = await student('江苏', '物/化/生', 580)
    expect((await post(getSubsidiaryScheme, { id: schemeId }, other)).code).toBe(EXPERT_REFUSAL_CODE.schemeNotFound)
  })

  it('recommend majors the subjects allow, counted by band, preferred categories first', async () => {
    // 江苏 publishes its lines per group, none per major: no major has a history to judge by, so none is
    // recommended there. 河南's per-major lines are generated: the same plan for a 河南 student.
    const jiangsu = await post(recommendationsMajorByScore, { schemeId, pageNum: 1, pageSize: 50 }, token)
    expect(jiangsu.data.total).toBe(0)
    const henan = await student('河南', '物/生/地', 590)
    const henanScheme = (await post(subsidiaryScheme, { name: '河南方案', answers: ANSWERS }, henan)).data.id
    const { data } = await post(recommendationsMajorByScore, { schemeId: henanScheme, pageNum: 1, pageSize: 50 }, henan)
    expect(data.total).toBeGreaterThan(20)
    const open = upstream().db.prepare(
      `SELECT COUNT(*) FROM enrolment_plans WHERE province = '河南' AND track = '物理类' AND year = ?
       AND major_id = ? AND subject_requirement IN ('不限', '物理', '生物', '地理')`,
    )
    let seenOther = false
    for (const m of data.list) {
      expect(m.counts.冲 + m.counts.稳 + m.counts.保).toBe(m.options)
      expect(open.pluck().get(PLAN_YEAR, m.majorId) as number, m.name).toBeGreaterThan(0)
      if (!m.preferred) seenOther = true
      else expect(seenOther, 'preferred majors come first').toBe(false)
      expect(m.preferred).toBe(['工学', '理学'].includes(m.category))
    }
  })

  it('count the share of plan units the subjects open, as a direct count of the plan says', async () => {
    const { data } = await post(queryScaleByxk, { schemeId }, token)
    const rows = upstream()
      .db.prepare(
        `SELECT subject_requirement AS r, COUNT(*) AS n FROM enrolment_plans
         WHERE province = '江苏' AND track = '物理类' AND year = ? GROUP BY r`,
      )
      .all(PLAN_YEAR) as { r: string; n: number }[]
    const total = rows.reduce((s, x) => s + x.n, 0)
    // 物/生/地 meets these, worked out by hand; published groups add the one-subject and three-subject ones.
    const meets = ['不限', '物理', '生物', '地理', '物理+生物', '物理+地理']
    const met = rows.filter((x) => meets.includes(x.r)).reduce((s, x) => s + x.n, 0)
    expect([data.total, data.open]).toEqual([total, met])
    expect(data.share).toBeCloseTo(met / total, 4)
    expect(data.byRequirement.find((x: { requirement: string }) => x.requirement === '物理+化学')?.open).toBe(false)
  })

  it('split the province’s volunteers by the plan’s style and show options from its regions', async () => {
    const { data } = await post(conformVolunteer, { schemeId }, token)
    expect(data.volunteers).toBe(40)
    expect(data.split).toEqual({ reach: 25, match: 50, safe: 25 })
    expect(data.suggested).toEqual({ 冲: 10, 稳: 20, 保: 10 })
    const regions = ['江苏', '上海', '浙江', '安徽']
    const schools = upstream().db.prepare('SELECT province FROM colleges WHERE id = ?').pluck()
    for (const band of ['冲', '稳', '保'] as const) {
      expect(data.examples[band].length).toBeLessThanOrEqual(5)
      for (const e of data.examples[band]) {
        expect(e.band).toBe(band)
        expect(regions).toContain(schools.get(e.schoolId))
      }
    }
    // Without 化学 few 工学/理学 groups are open (published groups ask 物理+化学 for nearly all), so a band may be empty.
    expect(data.available.冲 + data.available.稳 + data.available.保).toBeGreaterThan(0)
    for (const band of ['冲', '稳', '保'] as const) {
      expect(data.examples[band].length).toBe(Math.min(5, data.available[band]))
    }
  })

  it('generate a report only on request, and the same report for the same profile and answers', async () => {
    expect(await post(interpretationReport, { schemeId }, token)).toMatchObject({
      code: EXPERT_REFUSAL_CODE.reportMissing,
      msg: '该方案还没有生成报告，请先生成报告',
    })
    const generated = await post(generativeReport, { schemeId }, token)
    expect(generated.code).toBe(0)
    const first = (await post(interpretationReport, { schemeId }, token)).data
    expect(first.generatedAt).toBe(generated.data.generatedAt)
    expect(first.position).toMatchObject({ score: 590, rank: upstream().ranks.rank('江苏', '物理类', 590), year: 2025 })
    // No major is recommended in 江苏 (no per-major lines published); a 河南 plan's report names majors.
    expect(first.majors).toEqual([])
    const henan = await student('河南', '物/生/地', 590)
    const henanScheme = (await post(subsidiaryScheme, { name: '河南方案', answers: ANSWERS }, henan)).data.id
    expect((await post(generativeReport, { schemeId: henanScheme }, henan)).code).toBe(0)
    const henanReport = (await post(interpretationReport, { schemeId: henanScheme }, henan)).data
    expect(henanReport.majors.length).toBeGreaterThan(0)
    expect(first.summary.at(-1)).toBe(REPORT_SUMMARY_TEXT.disclaimer)
    expect(first.summary).toContain(REPORT_SUMMARY_TEXT.goal.读研深造)
    expect(first.summary).toContain('按你的填报风格，建议冲 10 个、稳 20 个、保 10 个志愿。')
    await post(generativeReport, { schemeId }, token)
    const again = (await post(interpretationReport, { schemeId }, token)).data
    expect({ ...again, generatedAt: '', scheme: { ...again.scheme, reportAt: '', updatedAt: '' } }).toEqual({
      ...first,
      generatedAt: '',
      scheme: { ...first.scheme, reportAt: '', updatedAt: '' },
    })
    const list = await post(getSubsidiarySchemeList, { pageNum: 1, pageSize: 10 }, token)
    expect(list.data.list[0].reportAt).not.toBeNull()
  })
})
