import type { Static, TSchema } from 'typebox/type'
import * as Type from 'typebox/type'

/**
 * Every /api/v1 answer is an envelope {code, msg, data}; it is a success only
 * when code is 0 (docs/spec-rules.md, Calls). Error codes mirror the HTTP status where one fits.
 */
export const ERROR_CODE = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internal: 500,
  badGateway: 502,
  unavailable: 503,
  gatewayTimeout: 504,
  /** A cassette in replay mode holds no answer for the request (QA). */
  replayMiss: 1900,
} as const

/**
 * Business refusals: the request was well formed but the rule says no (a
 * wrong code, a locked account). They travel as HTTP 200 with a non-zero
 * code, as the spec's envelope intends, so a browser does not log a failed
 * request for an ordinary user mistake.
 */
export const REFUSAL_CODE = {
  codeWrong: 1001,
  codeExpired: 1002,
  codeTooManyTries: 1003,
  codeMissing: 1004,
  loginFailed: 1010,
  loginLocked: 1011,
  phoneRegistered: 1012,
  phoneNotRegistered: 1013,
  profileLocked: 1020,
  profileInvalid: 1021,
  rankNotFound: 1030,
  membershipRequired: 1100,
} as const

export function SuccessEnvelope<Data extends TSchema>(data: Data) {
  return Type.Object({ code: Type.Literal(0), msg: Type.String(), data })
}

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
})

export interface Envelope<Data = unknown> {
  code: number
  msg: string
  data: Data
}
export type ErrorEnvelope = Static<typeof ErrorEnvelope>

export function okEnvelope<Data>(data: Data, msg = '成功'): Envelope<Data> {
  return { code: ERROR_CODE.ok, msg, data }
}

export function errorEnvelope(code: number, msg: string): ErrorEnvelope {
  return { code, msg, data: null }
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.code === 'number' && typeof v.msg === 'string' && 'data' in v
}
