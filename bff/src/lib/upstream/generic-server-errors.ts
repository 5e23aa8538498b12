import { ERROR_CODE, ERROR_TEXT, errorEnvelope } from '@gaokao/contracts'
import { isJsonType } from '../json-type.js'
import { envelopeOf } from '../upstream-answer.js'
import type { UpstreamClient, UpstreamResponse } from './types.js'

/** The generic envelope for an upstream 5xx by its status; any other 5xx reads as a bad gateway. */
const SERVER_ERRORS: Record<number, { code: number; msg: string }> = {
  500: { code: ERROR_CODE.internal, msg: ERROR_TEXT.internal },
  502: { code: ERROR_CODE.badGateway, msg: ERROR_TEXT.upstreamUnavailable },
  503: { code: ERROR_CODE.unavailable, msg: ERROR_TEXT.upstreamUnavailable },
  504: { code: ERROR_CODE.gatewayTimeout, msg: ERROR_TEXT.upstreamTimeout },
}
const OTHER_SERVER_ERROR = { code: ERROR_CODE.badGateway, msg: ERROR_TEXT.upstreamUnavailable }

function isEnvelopeBody(response: UpstreamResponse): boolean {
  if (!Buffer.isBuffer(response.body) || !isJsonType(response.headers['content-type'])) return false
  return envelopeOf(response.body) !== undefined
}

/**
 * An upstream 5xx whose body is no JSON envelope (a gateway's HTML error
 * page, a stack trace) becomes a generic Chinese envelope with the same
 * status: the browser never sees the raw body, which may name servers or
 * code, and the SPA gets the msg it shows. Everything else passes untouched,
 * including a 5xx that is an envelope (the upstream's own Chinese msg).
 */
export function genericServerError(response: UpstreamResponse): UpstreamResponse {
  if (response.status < 500 || isEnvelopeBody(response)) return response
  if (!Buffer.isBuffer(response.body)) response.body.destroy()
  const { code, msg } = SERVER_ERRORS[response.status] ?? OTHER_SERVER_ERROR
  const body = Buffer.from(JSON.stringify(errorEnvelope(code, msg)))
  return {
    status: response.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) },
    body,
    attempts: response.attempts,
  }
}

/**
 * Applies genericServerError to every answer of a client, so the proxy, the
 * reference cache and the page payloads all see the same; wrapped outside a
 * recording client, a cassette still holds what the upstream really sent.
 * `replaced` is told the status and content type of each body dropped.
 */
export function withGenericServerErrors(
  client: UpstreamClient,
  replaced: (status: number, contentType: string | undefined) => void,
): UpstreamClient {
  return {
    mode: client.mode,
    request: async (request) => {
      const response = await client.request(request)
      if (response.status < 500) return response
      const generic = genericServerError(response)
      if (generic !== response) replaced(response.status, response.headers['content-type'])
      return generic
    },
    probe: () => client.probe(),
    close: () => client.close(),
  }
}
