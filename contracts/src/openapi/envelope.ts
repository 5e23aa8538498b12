import { CLIENT_HEADER, CLIENT_HEADER_VALUE, TOKEN_COOKIE, TOKEN_MAX_AGE_SECONDS } from '../http.js'
import { COMPONENT_SCHEMAS } from './json-schema.js'
import type { JsonSchema, OpenApiDocument, Parameter, Response } from './types.js'

/** The error envelope {code, msg, data: null}, under the name the contracts export it by. */
export const ERROR_ENVELOPE_REF: JsonSchema = { $ref: `${COMPONENT_SCHEMAS}ErrorEnvelope` }

/** Every answer's success shape: code 0, a message, and the call's data. */
export function successEnvelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { const: 0 }, msg: { type: 'string' }, data },
  }
}

/** HTTP 200 carries the data or a business refusal (a wrong code, a locked profile): code tells which. */
export function okOrRefusal(data: JsonSchema): JsonSchema {
  return { anyOf: [successEnvelope(data), ERROR_ENVELOPE_REF] }
}

export const SESSION_SCHEME = 'sessionCookie'
export const CLIENT_HEADER_PARAMETER = 'clientHeader'

const json = { 'application/json': { schema: ERROR_ENVELOPE_REF } }

/** The refusals every call may meet, written once under components/responses. */
export const ERROR_RESPONSES: OpenApiDocument['components']['responses'] = {
  BadRequest: {
    description:
      'The body or query does not match the schema (or is not JSON, or nests too deep): code 400, msg names the field in Chinese.',
    content: json,
  },
  Unauthorized: {
    description: 'No session, or the upstream no longer accepts it: code 401. Log in again.',
    content: json,
  },
  OtherRefusal: {
    description:
      'Refused before the call ran: 403 (an unsafe request without the client header or from another origin), 404, 413 (body over BODY_LIMIT_BYTES), 429 (too many code sends or failed logins from one address). The envelope says why in Chinese.',
    content: json,
  },
  ServerError: {
    description:
      '500, 502 (the upstream answered something unusable), 503 (shedding load, shutting down) or 504 (the upstream took longer than UPSTREAM_TIMEOUT_MS). GET calls may be retried once.',
    content: json,
  },
}

export const responseRef = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` })

export const COMPONENT_PARAMETERS: Record<string, Parameter> = {
  [CLIENT_HEADER_PARAMETER]: {
    name: CLIENT_HEADER,
    in: 'header',
    required: true,
    description:
      'Forgery defence: every unsafe request carries it, and its Origin (when the browser sends one) is the site itself or one of ALLOWED_ORIGINS; otherwise 403.',
    schema: { type: 'string', const: CLIENT_HEADER_VALUE, default: CLIENT_HEADER_VALUE },
  },
}

export const SECURITY_SCHEMES: OpenApiDocument['components']['securitySchemes'] = {
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: TOKEN_COOKIE,
    description:
      'The httpOnly session cookie the bff sets when a login or registration succeeds. The bff sends its value to the upstream as the `token` header; browsers never see the token itself.',
  },
}

/** A login's answer at the bff: the token moved into the cookie, data left empty. */
export const SESSION_ISSUED: Response['headers'] = {
  'Set-Cookie': {
    description: `${TOKEN_COOKIE}=<token>; HttpOnly; SameSite=Lax; Path=/; Max-Age=${TOKEN_MAX_AGE_SECONDS} (Secure behind a trusted HTTPS proxy)`,
    schema: { type: 'string' },
  },
}
