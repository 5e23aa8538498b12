import {
  API_PREFIX,
  activeVipCard,
  apiPath,
  bindDedicatedCode,
  currentAdmissionYear,
  type Endpoint,
  exchangeJudgment,
  fillVolunteer,
  getUserInfo,
  membershipExpiry,
  myWish,
  PAY_NOTIFY_PATH,
  preCreatePc,
  queryDedicatedCode,
  queryEarlyBatch,
  queryMajorHistoryPlan,
  queryMajorSchoolList,
  queryMajorScore,
  queryPlan,
  queryProduct,
  querySchoolHistoryPlan,
  TOKEN_HEADER,
  toFillVolunteer,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildUpstream } from '../src/build.js'
import { LATEST_YEAR, PLAN_YEAR } from '../src/dataset/generate/model.js'
import { Users } from '../src/modules/account/users.js'
import { removeDataDir, tempDataDir, testConfig } from './helpers.js'
import { PKU, refusal, useMembershipApi } from './support/membership-api.js'

let app: FastifyInstance
let clock = Date.parse('2026-11-22T10:00:00+08:00')
const { post, ok, login, student, key } = useMembershipApi(
  () => clock,
  (built) => {
    app = built
  },
)

describe('products', () => {
  it('sells the membership and an expert package, priced in fen', async () => {
    const products = await ok(queryProduct, {})
    expect(products.map((p: { code: string; priceFen: number }) => [p.code, p.priceFen])).toEqual([
      ['vip', 69_900],
      ['expert', 398_000],
    ])
    expect(products[0].name).toBe('志愿填报会员')
    expect(products[0].benefits).toHaveLength(5)
    expect(products[0].benefits[0]).toMatch(/^自主填报：/)
  })

  it('does not sell VIP课程: the site has no courses to give (docs/vip-courses.md)', async () => {
    const products = await ok(queryProduct, {})
    const offered = products.flatMap((p: { summary: string; benefits: string[] }) => [p.summary, ...p.benefits])
    expect(offered.join('\n')).not.toMatch(/课程/)
    const member = await login('13800000001')
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/web/vip/queryCourses`,
      payload: {},
      headers: { [TOKEN_HEADER]: member },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 404, data: null })
  })
})

describe('the membership in getUserInfo', () => {
  it('says the demo member 13800000001 is one until 1 September of the exam year; 13800000002 is not', async () => {
    const member = await ok(getUserInfo, {}, await login('13800000001'))
    expect(member.vip).toEqual({ active: true, expiresAt: membershipExpiry(member.gkYear).getTime() })
    expect(new Date(member.vip.expiresAt).toISOString()).toBe(`${member.gkYear}-08-31T16:00:00.000Z`)
    const other = await ok(getUserInfo, {}, await login('13800000002'))
    expect(other.vip).toEqual({ active: false, expiresAt: null })
  })
})

describe('the six member features, enforced by the upstream', () => {
  it('refuses a non-member with code 1100 and a Chinese message naming the feature; lets a member through', async () => {
    const nonMember = await login('13800000002')
    const member = await login('13800000001')
    const plan = { schoolId: PKU, province: '江苏', year: PLAN_YEAR, track: '物理类' }
    // Per-major lines: 江苏 publishes none (per group only), 河南's are generated.
    const scores = { schoolId: PKU, province: '河南', year: LATEST_YEAR, track: '物理类' }
    const history = { schoolId: PKU, province: '江苏', track: '物理类' }
    const cases: [Endpoint, object, string][] = [
      [fillVolunteer, { wishId: 1, schoolId: PKU, groupCode: '01' }, '自主填报为会员功能，请先开通会员'],
      [toFillVolunteer, { preferences: {} }, '一键填报（AI填报）为会员功能，请先开通会员'],
      [queryPlan, plan, '招生计划为会员功能，请先开通会员'],
      [querySchoolHistoryPlan, history, '招生计划为会员功能，请先开通会员'],
      [queryMajorScore, scores, '历年专业分数线为会员功能，请先开通会员'],
      [queryMajorHistoryPlan, { ...history, majorId: 80901 }, '历年专业分数线为会员功能，请先开通会员'],
      [queryEarlyBatch, {}, '提前批为会员功能，请先开通会员'],
    ]
    for (const [endpoint, body, msg] of cases) {
      expect(await post(endpoint, body, nonMember), endpoint.path).toEqual({
        status: 200,
        code: 1100,
        msg,
        data: null,
      })
      // Without a session: 401, as for any user call.
      expect((await post(endpoint, body)).status, endpoint.path).toBe(401)
    }
    // A member gets the data (fillVolunteer gets past the gate to the table rules).
    expect((await ok(queryPlan, plan, member)).list.length).toBeGreaterThan(0)
    expect((await ok(queryMajorScore, scores, member)).list.length).toBeGreaterThan(0)
    // Which schools offer a major is no member feature (docs/major-schools.md): anyone reads the list.
    expect((await ok(queryMajorSchoolList, { majorId: 80901, province: '河南' })).total).toBeGreaterThan(0)
    expect((await ok(querySchoolHistoryPlan, history, member)).plans.length).toBeGreaterThan(0)
    expect((await ok(queryEarlyBatch, {}, member)).categories.map((c: { name: string }) => c.name)).toContain(
      '军队院校',
    )
    expect(await post(fillVolunteer, { wishId: 999_999, schoolId: PKU, groupCode: '01' }, member)).toMatchObject({
      code: 1701,
    })
    // Reading one's own tables stays open to everyone.
    expect((await post(myWish, {}, nonMember)).code).toBe(0)
  })

  it('ends at 00:00 on 1 September of the exam year, Asia/Shanghai (injected clock)', async () => {
    const saved = clock
    const gkYear = currentAdmissionYear(new Date(clock))
    const end = membershipExpiry(gkYear).getTime()
    const plan = { schoolId: PKU, province: '江苏', year: PLAN_YEAR, track: '物理类' }
    try {
      clock = end - 1 // 2027-08-31 23:59:59.999 in Shanghai
      let token = await login('13800000001')
      expect((await ok(getUserInfo, {}, token)).vip).toEqual({ active: true, expiresAt: end })
      expect((await post(queryPlan, plan, token)).code).toBe(0)
      clock = end // 2027-09-01 00:00:00.000 in Shanghai
      token = await login('13800000001')
      expect((await ok(getUserInfo, {}, token)).vip).toEqual({ active: false, expiresAt: end })
      expect(await post(queryPlan, plan, token)).toMatchObject({ code: 1100, msg: '招生计划为会员功能，请先开通会员' })
      // And the exam year is over: a new membership for it cannot be bought.
      expect(await post(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, token)).toMatchObject(
        refusal('examYearPassed', `会员有效期至高考当年9月1日，你的高考年份（${gkYear}年）已过，无法开通`),
      )
    } finally {
      clock = saved
    }
  })
})

describe('VIP cards', () => {
  it('checks and activates a card once; refuses used, unknown and expired cards in Chinese', async () => {
    const { token } = await student()
    const gkYear = currentAdmissionYear(new Date(clock))
    const check = await ok(exchangeJudgment, { cardNo: ' gkvip-demo-0003 ' }, token)
    expect(check).toMatchObject({
      cardNo: 'GKVIP-DEMO-0003',
      productCode: 'vip',
      productName: '志愿填报会员',
      validUntil: membershipExpiry(gkYear).getTime(),
    })
    const activated = await ok(activeVipCard, { cardNo: 'GKVIP-DEMO-0003' }, token)
    expect(activated).toEqual({
      productName: '志愿填报会员',
      vip: { active: true, expiresAt: membershipExpiry(gkYear).getTime() },
    })
    const other = (await student()).token
    expect(await post(activeVipCard, { cardNo: 'GKVIP-DEMO-0003' }, other)).toMatchObject(
      refusal('cardUsed', '该会员卡已被使用'),
    )
    expect(await post(exchangeJudgment, { cardNo: 'GKVIP-DEMO-USED' }, other)).toMatchObject(
      refusal('cardUsed', '该会员卡已被使用'),
    )
    expect(await post(exchangeJudgment, { cardNo: 'NO-SUCH-CARD' }, other)).toMatchObject(
      refusal('cardInvalid', '卡号无效，请核对后重新输入'),
    )
    expect(await post(activeVipCard, { cardNo: 'GKVIP-DEMO-EXPIRED' }, other)).toMatchObject(
      refusal('cardExpired', '该会员卡已过期'),
    )
    expect(await post(activeVipCard, { cardNo: '卡号' }, other)).toMatchObject({
      status: 400,
      msg: '卡号无效，请核对后重新输入',
    })
    // A member keeps their card for later.
    expect(await post(activeVipCard, { cardNo: 'GKVIP-DEMO-0004' }, token)).toMatchObject({ code: 1104 })
    expect((await ok(exchangeJudgment, { cardNo: 'GKVIP-DEMO-0004' }, other)).cardNo).toBe('GKVIP-DEMO-0004')
  })
})

describe('the dedicated code', () => {
  it('binds a school’s code once', async () => {
    const { token } = await student()
    expect(await ok(queryDedicatedCode, {}, token)).toBeNull()
    expect(await post(bindDedicatedCode, { code: 'NOPE99' }, token)).toMatchObject(
      refusal('codeInvalid', '专属码不存在，请核对后重新输入'),
    )
    const bound = await ok(bindDedicatedCode, { code: ' school01 ' }, token)
    expect(bound).toEqual({ code: 'SCHOOL01', name: '演示中学（南京）', kind: '学校', boundAt: clock })
    expect(await ok(queryDedicatedCode, {}, token)).toEqual(bound)
    expect(await post(bindDedicatedCode, { code: 'AGENCY01' }, token)).toMatchObject(
      refusal('codeBound', '你已绑定专属码（SCHOOL01），不能重复绑定'),
    )
  })
})

describe('outside demo mode', () => {
  it('has no sandbox: payment is unavailable until a real provider is configured', async () => {
    const dir = tempDataDir()
    const plain = await buildUpstream(testConfig({ DATA_DIR: dir }), { now: () => clock })
    try {
      await plain.ready()
      const users = new Users(plain.userDb, plain.db, plain.now)
      const id = await users.idOrRegister('13700009999')
      const token = await plain.sessions.issue(id)
      const res = await plain.inject({
        method: 'POST',
        url: apiPath(preCreatePc),
        payload: { productCode: 'vip', idempotencyKey: key() },
        headers: { [TOKEN_HEADER]: token },
      })
      expect(res.json()).toMatchObject({ code: 1108, msg: '暂未开通在线支付，请使用会员卡激活' })
      // The demo cards and codes are seeded in demo mode only.
      const card = await plain.inject({
        method: 'POST',
        url: apiPath(activeVipCard),
        payload: { cardNo: 'GKVIP-DEMO-0001' },
        headers: { [TOKEN_HEADER]: token },
      })
      expect({ status: card.statusCode, ...card.json() }).toMatchObject(
        refusal('cardInvalid', '卡号无效，请核对后重新输入'),
      )
      const code = await plain.inject({
        method: 'POST',
        url: apiPath(bindDedicatedCode),
        payload: { code: 'SCHOOL01' },
        headers: { [TOKEN_HEADER]: token },
      })
      expect({ status: code.statusCode, ...code.json() }).toMatchObject(
        refusal('codeInvalid', '专属码不存在，请核对后重新输入'),
      )
      expect(plain.db.prepare('SELECT count(*) FROM vip_cards').pluck().get()).toBe(0)
      expect((await plain.inject({ method: 'GET', url: '/api/v1/pay/sandbox/GK123456789' })).statusCode).toBe(404)
      expect(
        (await plain.inject({ method: 'POST', url: `/api/v1${PAY_NOTIFY_PATH}/sandbox`, payload: {} })).statusCode,
      ).toBe(404)
    } finally {
      await plain.close()
      removeDataDir(dir)
    }
  })
})
