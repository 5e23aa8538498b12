import {
  apiPath,
  DICTIONARIES,
  getCarousel,
  getDictList,
  provinces,
  provincesCities,
  SuccessEnvelope,
} from '@gaokao/contracts'
import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { useUpstream } from './helpers.js'

const upstream = useUpstream()

async function call(e: { path: `/${string}`; method: 'GET' | 'POST' }) {
  const res = await upstream().inject({
    method: e.method,
    url: apiPath(e),
    ...(e.method === 'POST' ? { payload: {} } : {}),
  })
  return { status: res.statusCode, body: res.json() }
}

describe('reference data', () => {
  it('lists the 31 gaokao provinces with their exam mode, matching the contract', async () => {
    const { status, body } = await call(provinces)
    expect(status).toBe(200)
    expect(Value.Check(SuccessEnvelope(provinces.data), body)).toBe(true)
    expect(body.data).toHaveLength(31)
    const mode = Object.fromEntries(body.data.map((p: { sf: string; gkms: string }) => [p.sf, p.gkms]))
    expect(mode.江苏).toBe('3+1+2')
    expect(mode.浙江).toBe('3+3')
    expect(mode.山东).toBe('3+3')
    expect(mode.广东).toBe('3+1+2')
  })

  it('lists provinces and cities with GB/T 2260 codes, mainland only', async () => {
    const { body } = await call(provincesCities)
    expect(Value.Check(SuccessEnvelope(provincesCities.data), body)).toBe(true)
    const byCode = new Map(body.data.map((r: { code: string; name: string }) => [r.code, r.name]))
    expect(byCode.get('320000')).toBe('江苏省')
    expect(byCode.get('320100')).toBe('南京市')
    expect(byCode.get('440300')).toBe('深圳市')
    // Municipalities have no prefecture level: their districts stand in.
    expect(byCode.get('110105')).toBe('朝阳区')
    expect(byCode.has('710000')).toBe(false)
    const provinceCount = body.data.filter((r: { code: string }) => r.code.endsWith('0000')).length
    expect(provinceCount).toBe(31)
    expect([...byCode.values()].some((n) => String(n).includes('直辖县级行政区划'))).toBe(false)
  })

  it('answers the dictionaries of the contracts, ordered within each type', async () => {
    const { body } = await call(getDictList)
    expect(Value.Check(SuccessEnvelope(getDictList.data), body)).toBe(true)
    const sex = body.data.filter((d: { codeType: string }) => d.codeType === 'sex')
    expect(sex.map((d: { codeName: string }) => d.codeName)).toEqual(['男', '女'])
    const types = new Set(body.data.map((d: { codeType: string }) => d.codeType))
    expect([...types].sort()).toEqual(Object.keys(DICTIONARIES).sort())
    const fivePoint = body.data.filter((d: { codeType: string }) => d.codeType === 'visionFivePoint')
    expect(fivePoint.map((d: { code: string }) => d.code)).toEqual([
      '4.0',
      '4.1',
      '4.2',
      '4.3',
      '4.4',
      '4.5',
      '4.6',
      '4.7',
      '4.8',
      '4.9',
      '5.0',
      '5.1',
      '5.2',
      '5.3',
    ])
  })

  it('answers the carousel', async () => {
    const { body } = await call(getCarousel)
    expect(Value.Check(SuccessEnvelope(getCarousel.data), body)).toBe(true)
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data[0]).toEqual({ filePath: expect.stringMatching(/^\/images\//), url: expect.any(String) })
  })

  it('treats a POST without a body like an empty object', async () => {
    const res = await upstream().inject({ method: 'POST', url: apiPath(getDictList) })
    expect(res.statusCode).toBe(200)
    expect(res.json().code).toBe(0)
  })
})

describe('liveness', () => {
  it('answers /healthz for the container healthcheck', async () => {
    const res = await upstream().inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'up' } })
  })
})
