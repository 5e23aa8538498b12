import { ERROR_CODE, type ErrorEnvelope, errorEnvelope } from './envelope.js'
import { ERROR_TEXT, VALIDATION_TEXT } from './texts.js'

/** The shape of a JSON-schema validator's complaint (Ajv's ErrorObject, as Fastify reports it). */
export interface SchemaValidationError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  parentSchema?: unknown
}

type SchemaNode = {
  errorMessage?: unknown
  title?: unknown
  properties?: Record<string, SchemaNode>
}

/**
 * Turns the validator's first complaint into one Chinese sentence. A field
 * schema may carry its own `errorMessage` (contracts put the glossary's texts
 * there); otherwise the message names the field.
 */
export function validationMessage(errors: readonly SchemaValidationError[]): string {
  const error = errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? errors[0]
  if (!error) return ERROR_TEXT.badRequest
  const parent = error.parentSchema as SchemaNode | undefined

  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '')
    const property = parent?.properties?.[missing]
    if (typeof property?.title === 'string') return VALIDATION_TEXT.required(property.title)
    return ERROR_TEXT.field.required(missing)
  }
  if (typeof parent?.errorMessage === 'string') return parent.errorMessage

  const field = fieldName(error.instancePath)
  switch (error.keyword) {
    case 'type':
      return ERROR_TEXT.field.type(field)
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
      return ERROR_TEXT.field.range(field)
    case 'minLength':
    case 'maxLength':
      return ERROR_TEXT.field.length(field)
    case 'pattern':
    case 'format':
      return ERROR_TEXT.field.format(field)
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return ERROR_TEXT.field.enum(field)
    default:
      return ERROR_TEXT.field.unknown(field)
  }
}

function fieldName(instancePath: string): string {
  const name = instancePath.split('/').filter(Boolean).join('.')
  return name === '' ? '请求体' : name
}

/** What a Fastify server may throw while reading a request. */
export interface RequestFailure {
  code?: string
  statusCode?: number
  validation?: readonly SchemaValidationError[]
}

/** The code a server's JSON parser gives a body nested past JSON_DEPTH_MAX (rules/json-depth.ts). */
export const JSON_TOO_DEEP = 'ERR_JSON_TOO_DEEP'

/** What a JSON body parser hands Fastify for a body nested too deeply: answered 400 请求体嵌套层级过深. */
export function jsonTooDeepError(): Error & RequestFailure {
  return Object.assign(new Error('request body nested too deeply'), { code: JSON_TOO_DEEP, statusCode: 400 })
}

const FRAMEWORK_ERRORS: Record<string, { status: number; code: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ERROR_CODE.badRequest, msg: ERROR_TEXT.invalidJson },
  [JSON_TOO_DEEP]: { status: 400, code: ERROR_CODE.badRequest, msg: ERROR_TEXT.jsonTooDeep },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ERROR_CODE.badRequest, msg: ERROR_TEXT.emptyBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ERROR_CODE.badRequest, msg: ERROR_TEXT.badRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODE.payloadTooLarge,
    msg: ERROR_TEXT.bodyTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODE.unsupportedMediaType,
    msg: ERROR_TEXT.unsupportedMediaType,
  },
}

const STATUS_TEXT: Record<number, { code: number; msg: string }> = {
  400: { code: ERROR_CODE.badRequest, msg: ERROR_TEXT.badRequest },
  401: { code: ERROR_CODE.unauthorized, msg: ERROR_TEXT.unauthorized },
  403: { code: ERROR_CODE.forbidden, msg: ERROR_TEXT.forbidden },
  404: { code: ERROR_CODE.notFound, msg: ERROR_TEXT.notFound },
  405: { code: ERROR_CODE.methodNotAllowed, msg: ERROR_TEXT.methodNotAllowed },
  413: { code: ERROR_CODE.payloadTooLarge, msg: ERROR_TEXT.bodyTooLarge },
  415: { code: ERROR_CODE.unsupportedMediaType, msg: ERROR_TEXT.unsupportedMediaType },
  429: { code: ERROR_CODE.tooManyRequests, msg: ERROR_TEXT.tooManyRequests },
}

/**
 * The status and Chinese envelope for an error thrown while handling a
 * request. Client mistakes keep their 4xx; anything else is a generic 500
 * (details belong in the log, never in the answer).
 */
export function envelopeForRequestFailure(error: RequestFailure): { status: number; body: ErrorEnvelope } {
  if (error.validation) {
    return { status: 400, body: errorEnvelope(ERROR_CODE.badRequest, validationMessage(error.validation)) }
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined
  if (known) return { status: known.status, body: errorEnvelope(known.code, known.msg) }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const text = STATUS_TEXT[status] ?? { code: ERROR_CODE.badRequest, msg: ERROR_TEXT.badRequest }
    return { status, body: errorEnvelope(text.code, text.msg) }
  }
  return { status: 500, body: errorEnvelope(ERROR_CODE.internal, ERROR_TEXT.internal) }
}
