import { ALL_BFF_PAYLOADS } from '../bff/index.js'
import type { BffPayload } from '../bff/payload.js'
import { API_PREFIX, apiPath, type Endpoint } from '../endpoint.js'
import { ALL_ENDPOINTS } from '../endpoints.js'
import { ErrorEnvelope } from '../envelope.js'
import * as contracts from '../index.js'
import { BFF_OWN_CALLS, type BffOwnCall } from './bff-calls.js'
import { callGroups } from './call-groups.js'
import { COMPONENT_PARAMETERS, ERROR_RESPONSES, SECURITY_SCHEMES } from './envelope.js'
import { documentDescription } from './intro.js'
import { SchemaComponents, schemaNames } from './json-schema.js'
import { operationIds, tagOf } from './operation-ids.js'
import { callOperation, ownCallOperation, payloadOperation } from './operations.js'
import { OPENAPI_TEXT } from './texts-openapi.js'
import type { OpenApiDocument, Operation } from './types.js'

export interface OpenApiInput {
  endpoints: readonly Endpoint[]
  payloads: readonly BffPayload[]
  ownCalls: readonly BffOwnCall[]
  /** Schemas by identity and the component names they get (schemaNames). */
  names: ReadonlyMap<object, string>
  /** Each /api/v1 call's group (callGroups); a call without one is listed under its path's group. */
  groups: ReadonlyMap<object, string>
}

/** Everything the contracts define, every exported schema under its export name. */
export function contractsInput(): OpenApiInput {
  return {
    endpoints: ALL_ENDPOINTS,
    payloads: ALL_BFF_PAYLOADS,
    ownCalls: BFF_OWN_CALLS,
    names: schemaNames(contracts),
    groups: callGroups(),
  }
}

/**
 * The OpenAPI 3.1 document of every call a client of the bff makes: the
 * /api/v1 calls it forwards, the /bff page payloads and its own session
 * calls. A pure function of the contracts: the bff builds it once at boot
 * (docs/openapi.md).
 */
export function buildOpenApiDocument(input: OpenApiInput = contractsInput()): OpenApiDocument {
  const names = new Map(input.names)
  if (!names.has(ErrorEnvelope)) names.set(ErrorEnvelope, 'ErrorEnvelope')
  const schemas = new SchemaComponents(names)
  schemas.ref(ErrorEnvelope)

  const ids = operationIds([...input.endpoints, ...input.payloads, ...input.ownCalls])
  const context = {
    schemas,
    idOf(call: object): string {
      const id = ids.get(call)
      if (id === undefined) throw new Error('a payload part names a call the document does not list')
      return id
    },
  }

  const paths: OpenApiDocument['paths'] = {}
  const tags: string[] = []
  const add = (path: string, method: 'GET' | 'POST', operation: Operation) => {
    for (const tag of operation.tags) if (!tags.includes(tag)) tags.push(tag)
    const item = paths[path] ?? {}
    item[method === 'GET' ? 'get' : 'post'] = operation
    paths[path] = item
  }
  for (const e of input.endpoints)
    add(apiPath(e), e.method, callOperation(e, context, input.groups.get(e) ?? tagOf(e.path)))
  for (const p of input.payloads) add(p.path, 'GET', payloadOperation(p, context, OPENAPI_TEXT.bffTag))
  for (const c of input.ownCalls) add(c.path, c.method, ownCallOperation(c, context, OPENAPI_TEXT.bffTag))

  return {
    openapi: '3.1.0',
    info: { title: OPENAPI_TEXT.title, version: API_PREFIX.split('/').pop() ?? '', description: documentDescription() },
    servers: [{ url: '/', description: 'the bff this document came from' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: schemas.schemas,
      parameters: COMPONENT_PARAMETERS,
      responses: ERROR_RESPONSES,
      securitySchemes: SECURITY_SCHEMES,
    },
  }
}
