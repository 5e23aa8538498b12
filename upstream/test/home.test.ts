import {
  apiPath,
  CONTENT_TEXT,
  type DataOf,
  type Endpoint,
  queryRecommendHome,
  SuccessEnvelope,
  siteInfo,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { LATEST_YEAR } from '../src/dataset/generate/model.js'
import { useUpstream } from './helpers.js'

async function ask(app: FastifyInstance, e: Endpoint, payload?: object) {
  const res = await app.inject({ method: e.method, url: apiPath(e), ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } }
}

describe('siteInfo: the hotline is the operator’s setting', () => {
  const plain = useUpstream()
  const demo = useUpstream({ DEMO_MODE: 'on' })
  const configured = useUpstream({
    DEMO_MODE: 'on',
    SERVICE_HOTLINE: ' 400-820-1234 ',
    SERVICE_OPERATOR: '某某教育科技有限公司',
  })

  it('answers no hotline when none is configured, never a made-up number', async () => {
    const { body } = await ask(plain(), siteInfo)
    expect(Value.Check(SuccessEnvelope(siteInfo.data), body)).toBe(true)
    expect(body.data).toEqual({ hotline: '', operator: '' })
  })

  it('answers no hotline in the embedded demo either, not a placeholder sentence', async () => {
    const { body } = await ask(demo(), siteInfo)
    expect(body.data).toEqual({ hotline: '', operator: '' })
  })

  it('answers the configured hotline and operator, trimmed', async () => {
    const { body } = await ask(configured(), siteInfo)
    expect(body.data).toEqual({ hotline: '400-820-1234', operator: '某某教育科技有限公司' })
  })
})

describe('school/queryRecommendHome', () => {
  const upstream = useUpstream()

  async function ok(payload: object): Promise<DataOf<typeof queryRecommendHome>> {
    const { status, body } = await ask(upstream(), queryRecommendHome, payload)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(Value.Check(SuccessEnvelope(queryRecommendHome.data), body)).toBe(true)
    return body.data as DataOf<typeof queryRecommendHome>
  }

  it('lists the best-ranked 本科 schools that admitted in the province, with their lowest score there', async () => {
    const data = await ok({ province: '河南' })
    expect(data.year).toBe(LATEST_YEAR)
    expect(data.list).toHaveLength(8)
    const db = upstream().db
    const admitted = db.prepare(
      `SELECT MIN(min_score) FROM school_admissions WHERE school_id = ? AND province = '河南' AND year = ? AND track = '物理类'`,
    )
    const expectedIds = db
      .prepare(
        `SELECT r.school_id FROM school_rankings r WHERE r.level = '本科' AND EXISTS (SELECT 1 FROM school_admissions a
         WHERE a.school_id = r.school_id AND a.province = '河南' AND a.year = ?) ORDER BY r.rank LIMIT 8`,
      )
      .pluck()
      .all(LATEST_YEAR)
    expect(data.list.map((s: { id: number }) => s.id)).toEqual(expectedIds)
    const rankings = data.list.map((s: { ranking: number }) => s.ranking)
    expect([...rankings].sort((a, b) => a - b)).toEqual(rankings)
    for (const school of data.list) {
      expect(school.level).toBe('本科')
      expect(school.track).toBe('物理类')
      expect(school.minScore).toBe(admitted.pluck().get(school.id, LATEST_YEAR))
    }
  })

  it('orders tags 985, 211, 双一流 first', async () => {
    const data = await ok({ province: '' })
    const withTags = data.list.find((s) => s.tags.includes('985'))
    expect(withTags?.tags.slice(0, 3)).toEqual(['985', '211', '双一流'])
  })

  it('lists the national top schools without a province, with no score', async () => {
    const data = await ok({ province: '', limit: 5 })
    expect(data.list.map((s: { ranking: number }) => s.ranking)).toEqual([1, 2, 3, 4, 5])
    expect(data.list.every((s) => s.minScore === null && s.track === null)).toBe(true)
  })

  it('uses 综合 in a 3+3 province', async () => {
    const data = await ok({ province: '浙江', limit: 3 })
    expect(data.list.every((s) => s.track === '综合')).toBe(true)
  })

  it('uses 理科 where the newest admissions predate the reform (新疆), with its lowest score there', async () => {
    const data = await ok({ province: '新疆', limit: 3 })
    expect(data.year).toBe(LATEST_YEAR)
    expect(data.list).toHaveLength(3)
    const admitted = upstream().db.prepare(
      `SELECT MIN(min_score) FROM school_admissions WHERE school_id = ? AND province = '新疆' AND year = ? AND track = '理科'`,
    )
    for (const school of data.list) {
      expect(school.track).toBe('理科')
      expect(school.minScore).not.toBeNull()
      expect(school.minScore).toBe(admitted.pluck().get(school.id, LATEST_YEAR))
    }
  })

  it('refuses an unknown province and a limit over 12', async () => {
    const unknown = await ask(upstream(), queryRecommendHome, { province: '火星' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.msg).toBe(CONTENT_TEXT.provinceUnknown)
    expect((await ask(upstream(), queryRecommendHome, { province: '河南', limit: 13 })).status).toBe(400)
  })
})
