import type { BffPayload } from '../bff/payload.js'
import type { Endpoint } from '../endpoint.js'
import type { BffOwnCall } from './bff-calls.js'
import { fileAnswerType, queryParameters, requestContent } from './bodies.js'
import { cacheExtension, callDescription } from './call-notes.js'
import {
  CLIENT_HEADER_PARAMETER,
  ERROR_ENVELOPE_REF,
  okOrRefusal,
  responseRef,
  SESSION_ISSUED,
  SESSION_SCHEME,
} from './envelope.js'
import type { SchemaComponents } from './json-schema.js'
import type { Json, Operation, Parameter, RefOr, Response } from './types.js'

/** What building an operation needs from the whole document. */
export interface OperationContext {
  schemas: SchemaComponents
  /** The operation id of a call (its name, unless another call shares it: docs/openapi.md). */
  idOf(call: object): string
}

const CLIENT_HEADER_REF = { $ref: `#/components/parameters/${CLIENT_HEADER_PARAMETER}` }
/** What a login answers at the bff once the token has moved into the cookie. */
const NO_DATA = { type: 'object', properties: {}, additionalProperties: false } as const

function ok(description: string, content: Response['content'], headers?: Response['headers']): Response {
  return { description, ...(headers ? { headers } : {}), content }
}

/** The refusals a call can meet besides its own 200: bad input, no session, the rest, server trouble. */
function errorResponses(needsSession: boolean): Record<string, RefOr<Response>> {
  return {
    '400': responseRef('BadRequest'),
    ...(needsSession ? { '401': responseRef('Unauthorized') } : {}),
    '4XX': responseRef('OtherRefusal'),
    '5XX': responseRef('ServerError'),
  }
}

/** An /api/v1 call as the bff forwards it. */
export function callOperation(e: Endpoint, context: OperationContext, tag: string): Operation {
  const { schemas } = context
  const fileType = fileAnswerType(e.data)
  const success: Response =
    fileType !== undefined
      ? ok('The file itself (Content-Disposition: attachment), or a refusal envelope as JSON.', {
          [fileType]: { schema: { type: 'string', contentMediaType: fileType } },
          'application/json': { schema: ERROR_ENVELOPE_REF },
        })
      : e.session === 'issue'
        ? ok(
            'Logged in: the token is in the Set-Cookie header, data is {}; or a refusal (code ≠ 0).',
            { 'application/json': { schema: okOrRefusal(NO_DATA) } },
            SESSION_ISSUED,
          )
        : ok('The data (code 0), or a business refusal (code ≠ 0, msg in Chinese).', {
            'application/json': { schema: okOrRefusal(schemas.ref(e.data)) },
          })
  const operation: Operation = {
    operationId: context.idOf(e),
    summary: e.summary,
    description: callDescription(e),
    tags: [tag],
    ...(e.method === 'GET'
      ? { parameters: queryParameters(e.body, schemas) }
      : { parameters: [CLIENT_HEADER_REF], requestBody: { required: true, content: requestContent(e, schemas) } }),
    responses: { '200': success, ...errorResponses(e.auth === 'user') },
    'x-cache': cacheExtension(e.cache),
  }
  if (e.auth === 'user') operation.security = [{ [SESSION_SCHEME]: [] }]
  if (e.session !== undefined) operation['x-session'] = e.session
  return operation
}

/** A /bff page payload: several calls in one answer. */
export function payloadOperation(p: BffPayload, context: OperationContext, tag: string): Operation {
  const parts: Json = Object.entries(p.parts).map(([name, part]) => ({
    name,
    call: context.idOf(part.call),
    optional: part.optional,
  }))
  return {
    operationId: context.idOf(p),
    summary: p.summary,
    description: [
      'One round trip for a page: the bff makes the calls listed in x-parts (each cached by its own policy) and answers them together, each part `{ok: true, data}`.',
      'An optional part that fails comes back as `{ok: false, code, msg}` while the rest is served; a required part that fails fails the whole payload with its envelope.',
    ].join('\n\n'),
    tags: [tag],
    parameters: queryParameters(p.query, context.schemas),
    responses: {
      '200': ok('The parts (code 0), or the envelope of a required part that was refused.', {
        'application/json': { schema: okOrRefusal(context.schemas.ref(p.data)) },
      }),
      ...errorResponses(false),
    },
    'x-cache': { kind: 'none' },
    'x-parts': parts,
  }
}

/** A call the bff answers itself (bff-calls.ts). */
export function ownCallOperation(c: BffOwnCall, context: OperationContext, tag: string): Operation {
  const parameters: RefOr<Parameter>[] = c.method === 'POST' ? [CLIENT_HEADER_REF] : []
  return {
    operationId: context.idOf(c),
    summary: c.summary,
    description: `${c.note}\n\nAnswered by the bff itself; the upstream has no such call.`,
    tags: [tag],
    parameters,
    responses: {
      '200': ok('The data (code 0).', { 'application/json': { schema: okOrRefusal(context.schemas.ref(c.data)) } }),
      ...errorResponses(false),
    },
    'x-cache': { kind: 'none' },
  }
}
