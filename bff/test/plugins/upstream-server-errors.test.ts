import {
  apiPath,
  BFF_PATHS,
  ERROR_CODE,
  ERROR_TEXT,
  errorEnvelope,
  getCarousel,
  provincesCities,
} from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { captureLogs, type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

/** A path no contract caches, so every request is forwarded. */
const FORWARDED = '/api/v1/test/echo'
/** What a gateway in front of the upstream might answer: it names the server and must not reach the browser. */
const ERROR_PAGE = '<html><body><h1>502 Bad Gateway</h1><hr>nginx/1.24.0 upstream 10.0.3.7:8080</body></html>'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

function errorPageUpstream(status: number, options: { chunked?: boolean } = {}) {
  return startFakeUpstream((_req, res) => {
    if (options.chunked) {
      // No Content-Length: the bff's client streams such a body instead of reading it whole.
      res.writeHead(status, { 'content-type': 'text/html', server: 'nginx' })
      res.write(ERROR_PAGE.slice(0, 20))
      setTimeout(() => res.end(ERROR_PAGE.slice(20)), 10)
      return
    }
    res.writeHead(status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(ERROR_PAGE) })
    res.end(ERROR_PAGE)
  })
}

describe('an upstream 5xx that is no JSON envelope', () => {
  it.each([
    [500, errorEnvelope(ERROR_CODE.internal, ERROR_TEXT.internal)],
    [502, errorEnvelope(ERROR_CODE.badGateway, ERROR_TEXT.upstreamUnavailable)],
    [503, errorEnvelope(ERROR_CODE.unavailable, ERROR_TEXT.upstreamUnavailable)],
    [504, errorEnvelope(ERROR_CODE.gatewayTimeout, ERROR_TEXT.upstreamTimeout)],
    [520, errorEnvelope(ERROR_CODE.badGateway, ERROR_TEXT.upstreamUnavailable)],
  ])('%i reaches the browser as a generic envelope with its status, never the raw body', async (status, envelope) => {
    fake = await errorPageUpstream(status)
    const logs = captureLogs()
    const bff = await startBff({ UPSTREAM_URL: fake.url, LOG_LEVEL: 'warn' }, { logStream: logs.stream })
    const res = await bff.inject({ method: 'POST', url: FORWARDED, headers: SPA_HEADERS, payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(status)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.json()).toEqual(envelope)
    expect(res.body).not.toContain('nginx')
    expect(res.headers.server).toBeUndefined()
    expect(logs.records()).toContainEqual(
      expect.objectContaining({
        status,
        contentType: 'text/html',
        msg: 'an upstream 5xx without an envelope was replaced by a generic one',
      }),
    )
  })

  it('a streamed error page (no Content-Length) is replaced too', async () => {
    fake = await errorPageUpstream(502, { chunked: true })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'POST', url: FORWARDED, headers: SPA_HEADERS, payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual(errorEnvelope(ERROR_CODE.badGateway, ERROR_TEXT.upstreamUnavailable))
  })

  it('cached reference data answered with an error page gives the same envelope', async () => {
    fake = await errorPageUpstream(503)
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: apiPath(provincesCities) })
    await bff.close()
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual(errorEnvelope(ERROR_CODE.unavailable, ERROR_TEXT.upstreamUnavailable))
  })

  it('a payload part answered with an error page is marked failed with the generic text', async () => {
    fake = await startFakeUpstream((req, res) => {
      if (req.url.startsWith(apiPath(getCarousel))) {
        res.writeHead(500, { 'content-type': 'text/html' })
        return res.end(ERROR_PAGE)
      }
      sendJson(res, 200, { code: 0, msg: '成功', data: [] })
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject(BFF_PATHS.site)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(res.json().data.carousel).toEqual({ ok: false, code: ERROR_CODE.internal, msg: ERROR_TEXT.internal })
    expect(res.body).not.toContain('nginx')
  })
})

describe('an upstream 5xx that is an envelope', () => {
  it('passes as the upstream sent it, its own msg included', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 500, { code: 500, msg: '内部错误', data: null }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'POST', url: FORWARDED, headers: SPA_HEADERS, payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: 500, msg: '内部错误', data: null })
  })
})
