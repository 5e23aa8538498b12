import { REQUEST_ID_HEADER, TOKEN_HEADER } from '@gaokao/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { UpstreamRequest, UpstreamResponse } from './types.js'

/** Request headers the upstream may see: an allowlist, so nothing of the browser's leaks through. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'] as const
/** Response headers the browser may see; Set-Cookie and hop-by-hop headers never pass. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const

/**
 * What every upstream call carries: the request id, so both logs name one
 * request, and the session's token when the call is made for a session.
 */
export function upstreamHeaders(requestId: string, token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId }
  if (token !== undefined) headers[TOKEN_HEADER] = token
  return headers
}

export interface ForwardTarget {
  method: string
  /** Path and query under the upstream's origin. */
  path: string
  body: Buffer | undefined
  /** The session's token; the caller decides, since a login must not send the old one. */
  token: string | undefined
}

/**
 * A browser's request as the upstream gets it: the allowlisted headers, the
 * request id, the token, the body as bytes. A body with no type is JSON, the
 * only kind the API takes besides the upload (which always names its type).
 */
export function forwardedRequest(request: FastifyRequest, target: ForwardTarget): UpstreamRequest {
  const headers = upstreamHeaders(request.id, target.token)
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  if (target.body !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/json'
  return { method: target.method, path: target.path, headers, body: target.body }
}

/** The upstream's answer to the browser: its status, the allowlisted headers and the body, bytes or stream. */
export function relay(answer: UpstreamResponse, reply: FastifyReply): FastifyReply {
  reply.code(answer.status)
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers[name]
    if (value !== undefined) reply.header(name, value)
  }
  return reply.send(answer.body)
}
