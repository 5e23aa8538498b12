import {
  apiPath,
  ERROR_CODE,
  ERROR_TEXT,
  getCarousel,
  getDictList,
  provinces,
  provincesCities,
  sitePayload,
} from '@gaokao/contracts'
import { QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/json-response'
import { createQueryClient } from '../../lib/query-client'
import { carouselQueryOptions } from './carousel'
import { dictsQueryOptions } from './dicts'
import { gaokaoProvincesQueryOptions } from './gaokao-provinces'
import { regionsQueryOptions } from './regions'
import { prefetchSiteData } from './site-data'

const json = jsonResponse

const RAW = {
  carousel: [{ filePath: '/images/a.svg', url: '/rank' }],
  provincesCities: [
    { code: '320000', name: '江苏省' },
    { code: '320100', name: '南京市' },
  ],
  provinces: [{ sf: '江苏', gkms: '3+1+2' }],
  dicts: [{ code: '男', codeName: '男', codeType: 'sex', sort: 1 }],
}
/** What the four queries hold once shaped, whether from the payload or from their own calls. */
const SHAPED = {
  carousel: RAW.carousel,
  regions: [{ value: '320000', label: '江苏省', children: [{ value: '320100', label: '南京市' }] }],
  provinces: [{ value: '江苏', label: '江苏', gkms: '3+1+2' }],
  dicts: { sex: [{ value: '男', label: '男' }] },
}
const OWN_CALLS: Record<string, unknown> = {
  [apiPath(getCarousel)]: RAW.carousel,
  [apiPath(provincesCities)]: RAW.provincesCities,
  [apiPath(provinces)]: RAW.provinces,
  [apiPath(getDictList)]: RAW.dicts,
}
const failed = { ok: false, code: ERROR_CODE.badGateway, msg: ERROR_TEXT.upstreamUnavailable }

const fetchMock = vi.fn<typeof fetch>()
const requested = () => fetchMock.mock.calls.map(([url]) => String(url))

/** The bff: /bff/site answers as the test says; each call of its own answers its reference data. */
function serve(site: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url)
    if (path === sitePayload.path) return site()
    return path in OWN_CALLS ? json({ code: 0, msg: '成功', data: OWN_CALLS[path] }) : json({}, 404)
  })
}
const sitePayloadWith = (parts: Partial<Record<keyof typeof RAW, unknown>> = {}) =>
  json({
    code: 0,
    msg: '成功',
    data: {
      carousel: { ok: true, data: RAW.carousel },
      provincesCities: { ok: true, data: RAW.provincesCities },
      provinces: { ok: true, data: RAW.provinces },
      dicts: { ok: true, data: RAW.dicts },
      ...parts,
    },
  })

function cached(queryClient: ReturnType<typeof createQueryClient>) {
  return {
    carousel: queryClient.getQueryData(carouselQueryOptions().queryKey),
    regions: queryClient.getQueryData(regionsQueryOptions().queryKey),
    provinces: queryClient.getQueryData(gaokaoProvincesQueryOptions().queryKey),
    dicts: queryClient.getQueryData(dictsQueryOptions().queryKey),
  }
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
})
afterEach(() => vi.unstubAllGlobals())

describe('the site data at start (GET /bff/site)', () => {
  it('makes one request and fills the four queries the components read, shaped as their own calls would', async () => {
    serve(() => sitePayloadWith())
    const queryClient = createQueryClient()
    await prefetchSiteData(queryClient)
    expect(requested()).toEqual([sitePayload.path])
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET')
    expect(cached(queryClient)).toEqual(SHAPED)
  })

  it('lets a component that mounts before the payload arrives wait for it instead of calling on its own', async () => {
    let answer: (response: Response) => void = () => {}
    serve(() => sitePayloadWith())
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
    const queryClient = createQueryClient()
    const started = prefetchSiteData(queryClient)
    const seen: unknown[] = []
    const stop = new QueryObserver(queryClient, gaokaoProvincesQueryOptions()).subscribe((r) => seen.push(r.data))
    const dicts = queryClient.ensureQueryData(dictsQueryOptions())
    answer(sitePayloadWith())
    await started
    expect(await dicts).toEqual(SHAPED.dicts)
    expect(seen.at(-1)).toEqual(SHAPED.provinces)
    stop()
    expect(requested()).toEqual([sitePayload.path])
  })

  it('falls back to the own call of a part the payload marks failed, and of no other', async () => {
    serve(() => sitePayloadWith({ dicts: failed, carousel: failed }))
    const queryClient = createQueryClient()
    await prefetchSiteData(queryClient)
    expect(requested().sort()).toEqual([apiPath(getCarousel), apiPath(getDictList), sitePayload.path].sort())
    expect(cached(queryClient)).toEqual(SHAPED)
  })

  it('falls back to the four own calls when the payload itself fails', async () => {
    serve(() => new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
    const queryClient = createQueryClient()
    await prefetchSiteData(queryClient)
    // The payload is a GET: the client retries it once on 502 before giving up.
    expect(requested().filter((url) => url === sitePayload.path)).toHaveLength(2)
    expect(
      requested()
        .filter((url) => url !== sitePayload.path)
        .sort(),
    ).toEqual(Object.keys(OWN_CALLS).sort())
    expect(cached(queryClient)).toEqual(SHAPED)
  })
})
