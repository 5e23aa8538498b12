import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiPath,
  BFF_PATHS,
  BFF_TEXT,
  type Endpoint,
  ERROR_CODE,
  getCarousel,
  getDictList,
  getUserInfo,
  loginByPassWord,
  provinces,
  provincesCities,
  querySchoolDetails,
  SESSION_PATHS,
  TOKEN_COOKIE,
} from '@gaokao/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Cassette } from '../../src/lib/cassette/cassette.js'
import { SCRUBBED } from '../../src/lib/cassette/secret-fields.js'
import { closedPort, SPA_HEADERS, startBff } from '../helpers.js'

/**
 * A HAR a browser recorded of the site itself (as playwright's recordHar or
 * devtools writes it): the browser sees /bff/site, /bff/pages/*,
 * /bff/session and the /api/v1 calls the SPA sends through the bff, never
 * the upstream calls behind the payloads. Replay answers the /bff entries
 * as recorded, splits a payload into the calls behind it, rebuilds a
 * payload the HAR lacks from those calls, turns the recorded login into a
 * session without any real token, and fails closed on the rest, counting
 * each miss (docs/record-replay.md).
 */
const ORIGIN = 'http://127.0.0.1:4173'
const PHONE = '13800000001'
const PASSWORD_MD5 = '6e9bece1914809fb8493146417e722f6'
const COOKIE_SECRET = 'browser-session-cookie-5e1'
const SCHOOL = { id: 10003, name: '清华大学' }
const JIANGSU = '江苏'

const ok = (data: unknown) => ({ code: 0, msg: '成功', data })
const part = (data: unknown) => ({ ok: true, data })

function entry(method: string, target: string, answer: unknown, body?: unknown, extra: object = {}) {
  return {
    startedDateTime: '2026-11-27T22:00:00.000Z',
    time: 3,
    request: {
      method,
      url: `${ORIGIN}${target}`,
      httpVersion: 'HTTP/1.1',
      headers: [
        { name: 'Cookie', value: `${TOKEN_COOKIE}=${COOKIE_SECRET}; gb-web-province=%E6%B1%9F%E8%8B%8F` },
        { name: 'Referer', value: `${ORIGIN}/` },
      ],
      queryString: [],
      cookies: [{ name: TOKEN_COOKIE, value: COOKIE_SECRET }],
      headersSize: -1,
      bodySize: -1,
      ...(body === undefined ? {} : { postData: { mimeType: 'application/json', text: JSON.stringify(body) } }),
    },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      headers: [
        { name: 'content-type', value: 'application/json; charset=utf-8' },
        { name: 'set-cookie', value: `${TOKEN_COOKIE}=${COOKIE_SECRET}; Path=/; HttpOnly; SameSite=Lax` },
      ],
      cookies: [{ name: TOKEN_COOKIE, value: COOKIE_SECRET, httpOnly: true }],
      content: { size: -1, mimeType: 'application/json; charset=utf-8', text: JSON.stringify(answer) },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 3, receive: 0 },
    ...extra,
  }
}

/** A contract call as the SPA sends it: its own method, a JSON body for POST. */
function call(endpoint: Endpoint, answer: unknown, body: object = {}) {
  return endpoint.method === 'GET'
    ? entry('GET', apiPath(endpoint), answer)
    : entry(endpoint.method, apiPath(endpoint), answer, body)
}

const HOME_TARGET = `/bff/pages/home?province=${encodeURIComponent(JIANGSU)}`
const homeAnswer = ok({
  carousel: part([{ filePath: '/images/1.jpg' }]),
  provinces: part([{ sf: JIANGSU, gkms: '3+1+2' }]),
  schools: part([{ id: SCHOOL.id, name: SCHOOL.name }]),
  news: { ok: false, code: 500, msg: '服务器开小差了' },
})
const DETAIL_TARGET = `/bff/pages/collegeDetail?id=${SCHOOL.id}&province=${encodeURIComponent(JIANGSU)}&track=${encodeURIComponent('物理类')}`
const detailData = {
  school: part({ id: SCHOOL.id, name: SCHOOL.name }),
  scenery: part([]),
  similar: part([{ id: 10001, name: '北京大学' }]),
  scores: part({ list: [] }),
}
const detailAnswer = ok(detailData)
const profile = { phone: PHONE, nickName: '张明', province: JIANGSU }
const userInfo = ok(profile)

const HAR = {
  log: {
    version: '1.2',
    creator: { name: 'Playwright', version: '1.57.0' },
    pages: [{ id: 'page@1', title: '高考志愿', startedDateTime: '2026-11-27T22:00:00.000Z', pageTimings: {} }],
    entries: [
      entry('GET', '/assets/index.js', 'console.log(1)'),
      entry('GET', SESSION_PATHS.session, ok({ loggedIn: false })),
      entry('GET', HOME_TARGET, homeAnswer),
      entry('GET', DETAIL_TARGET, detailAnswer),
      // The login as the browser saw it: the bff had moved the token into its cookie.
      entry('POST', apiPath(loginByPassWord), ok({}), { phone: PHONE, passWord: PASSWORD_MD5 }),
      entry('POST', apiPath(getUserInfo), userInfo, {}),
      entry('GET', SESSION_PATHS.session, ok({ loggedIn: true })),
    ],
  },
}

/** The /api/v1 calls behind /bff/site as a browser would record them, for the payload to be rebuilt from. */
const SITE_CALLS_HAR = {
  log: {
    version: '1.2',
    creator: { name: 'WebInspector', version: '537.36' },
    entries: [
      call(getCarousel, ok([{ filePath: '/images/2.jpg' }])),
      call(provincesCities, ok([{ name: JIANGSU, cities: ['南京'] }])),
      call(provinces, ok([{ sf: JIANGSU, gkms: '3+1+2' }])),
      // With a cache buster, as SPAs add: a volatile field, not part of the match.
      call(getDictList, ok([{ type: 'level', items: [] }]), { _t: 1 }),
    ],
  },
}

let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gaokao-browser-pages-'))
  writeFileSync(join(dir, 'pages.har'), JSON.stringify(HAR))
  writeFileSync(join(dir, 'site-calls.har'), JSON.stringify(SITE_CALLS_HAR))
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function replayingBff(name: string) {
  return startBff({
    UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
    UPSTREAM_MODE: 'replay',
    CASSETTE_DIR: dir,
    CASSETTE_NAME: name,
    CASSETTE_LATENCY: 'none',
    SHED_MAX_EVENT_LOOP_DELAY_MS: 0,
  })
}

describe('a browser HAR of the site, loaded for replay', () => {
  it('keeps no cookie, Set-Cookie, token, password or full phone, in its entries or those split from payloads', () => {
    const cassette = Cassette.load(join(dir, 'pages.har'), new Set(['_t']))
    const loaded = JSON.stringify(cassette.entries)
    for (const secret of [COOKIE_SECRET, PASSWORD_MD5, PHONE]) expect(loaded).not.toContain(secret)
    for (const e of cassette.entries) {
      const names = [...e.request.headers, ...e.response.headers].map((h) => h.name.toLowerCase())
      expect(names).not.toContain('cookie')
      expect(names).not.toContain('set-cookie')
      expect(e.request.cookies).toEqual([])
      expect(e.response.cookies).toEqual([])
    }
    const login = cassette.entries.find((e) => e.request.url.endsWith(apiPath(loginByPassWord)))
    expect(JSON.parse(login?.request.postData?.text ?? '')).toEqual({ phone: '138****0001', passWord: SCRUBBED })
    // The browser's login answer had no token; the placeholder stands in for one.
    expect(JSON.parse(login?.response.content.text ?? '').data).toEqual({ token: SCRUBBED })
    // The college detail's school part answers the school call it was built from.
    expect(cassette.entries.filter((e) => e._derivedFrom !== undefined).map((e) => e._matchKey)).toContain(
      `POST ${apiPath(querySchoolDetails)} {"schoolId":${SCHOOL.id}}`,
    )
  })

  it('answers a recorded /bff page as recorded, with no upstream', async () => {
    const bff = await replayingBff('pages')
    const home = await bff.inject({ url: HOME_TARGET })
    const detail = await bff.inject({ url: DETAIL_TARGET })
    await bff.close()
    expect(home.statusCode).toBe(200)
    expect(home.json()).toEqual(homeAnswer)
    expect(detail.json()).toEqual(detailAnswer)
  })

  it('rebuilds a payload the HAR lacks from the calls split out of another', async () => {
    const bff = await replayingBff('pages')
    const basics = await bff.inject({ url: `/bff/pages/collegeBasics?id=${SCHOOL.id}` })
    await bff.close()
    expect(basics.statusCode).toBe(200)
    expect(basics.json()).toEqual(ok({ school: detailData.school, scenery: part([]), similar: detailData.similar }))
  })

  it('rebuilds a payload the HAR lacks from the /api/v1 calls the browser made', async () => {
    const bff = await replayingBff('site-calls')
    const site = await bff.inject({ url: BFF_PATHS.site })
    await bff.close()
    expect(site.statusCode).toBe(200)
    expect(site.json()).toEqual(
      ok({
        carousel: part([{ filePath: '/images/2.jpg' }]),
        provincesCities: part([{ name: JIANGSU, cities: ['南京'] }]),
        provinces: part([{ sf: JIANGSU, gkms: '3+1+2' }]),
        dicts: part([{ type: 'level', items: [] }]),
      }),
    )
  })

  it('logs in from the recorded login: the session cookie holds the placeholder and the session check passes', async () => {
    const bff = await replayingBff('pages')
    const before = await bff.inject({ url: SESSION_PATHS.session })
    const login = await bff.inject({
      method: 'POST',
      url: apiPath(loginByPassWord),
      headers: SPA_HEADERS,
      payload: { phone: PHONE, passWord: 'f'.repeat(32) },
    })
    const cookie = login.cookies.find((c) => c.name === TOKEN_COOKIE)
    const after = await bff.inject({
      url: SESSION_PATHS.session,
      headers: { cookie: `${TOKEN_COOKIE}=${cookie?.value}` },
    })
    await bff.close()
    expect(before.json().data).toEqual({ loggedIn: false })
    expect(login.json()).toEqual(ok({}))
    expect(cookie).toMatchObject({ value: SCRUBBED, httpOnly: true })
    // The recorded profile as the scrubbed cassette holds it: the full phone masked at load.
    expect(after.json().data).toEqual({ loggedIn: true, profile: { ...profile, phone: '138****0001' } })
  })

  it('answers a burst of parallel requests for one recorded page, every one as recorded', async () => {
    const bff = await replayingBff('pages')
    const answers = await Promise.all(Array.from({ length: 30 }, () => bff.inject({ url: HOME_TARGET })))
    await bff.close()
    for (const answer of answers) expect(answer.json()).toEqual(homeAnswer)
  })

  it('fails closed on a page neither recorded nor rebuildable: 1900 naming the call, and a counted miss', async () => {
    const bff = await replayingBff('pages')
    const other = DETAIL_TARGET.replace(`id=${SCHOOL.id}`, 'id=10001')
    const page = await bff.inject({ url: other })
    const call = await bff.inject({ method: 'POST', url: apiPath(getDictList), headers: SPA_HEADERS, payload: {} })
    const metrics = await bff.inject({ url: '/metrics' })
    await bff.close()
    // Another college: its required school call is in no entry, so the rebuilt payload fails with that call's miss.
    expect(page.statusCode).toBe(502)
    expect(page.json()).toEqual({
      code: ERROR_CODE.replayMiss,
      msg: BFF_TEXT.replayMiss(`POST ${apiPath(querySchoolDetails)} {"schoolId":10001}`),
      data: null,
    })
    expect(call.statusCode).toBe(502)
    expect(call.json()).toEqual({
      code: ERROR_CODE.replayMiss,
      msg: BFF_TEXT.replayMiss(`POST ${apiPath(getDictList)} {}`),
      data: null,
    })
    for (const endpoint of [querySchoolDetails, getDictList]) {
      expect(metrics.body).toMatch(new RegExp(`bff_replay_misses_total\\{endpoint="${apiPath(endpoint)}"\\} [1-9]`))
    }
  })
})
