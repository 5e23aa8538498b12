import * as Type from 'typebox/type'
import { describe, expect, it } from 'vitest'
import { ALL_BFF_PAYLOADS } from '../src/bff/index.js'
import { apiPath, type Endpoint, endpoint, NO_CACHE } from '../src/endpoint.js'
import { ALL_ENDPOINTS } from '../src/endpoints.js'
import * as contracts from '../src/index.js'
import {
  BFF_OWN_CALLS,
  buildOpenApiDocument,
  contractsInput,
  type Operation,
  operationIds,
  SESSION_SCHEME,
} from '../src/openapi/index.js'
import { OPENAPI_TAG_TEXT, OPENAPI_TEXT } from '../src/openapi/texts-openapi.js'

const document = buildOpenApiDocument()

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )
}

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v)
      else refsIn(v, out)
    }
  }
  return out
}

/** The value a JSON pointer (#/a/b) names in the document. */
function resolve(ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document)
}

describe('the OpenAPI document of the contracts', () => {
  it('has one operation per call of the contracts, at the path a client of the bff uses', () => {
    const expected = [
      ...ALL_ENDPOINTS.map((e) => `${e.method} ${apiPath(e)}`),
      ...ALL_BFF_PAYLOADS.map((p) => `GET ${p.path}`),
      ...BFF_OWN_CALLS.map((c) => `${c.method} ${c.path}`),
    ]
    const listed = operations().map(({ method, path }) => `${method} ${path}`)
    expect(listed.sort()).toEqual(expected.sort())
    expect(new Set(listed).size).toBe(ALL_ENDPOINTS.length + ALL_BFF_PAYLOADS.length + BFF_OWN_CALLS.length)
  })

  it("names each operation by its call's name and summary; a name two calls share gives way to their paths", () => {
    const ids = operations().map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const e of ALL_ENDPOINTS) {
      const operation = document.paths[apiPath(e)]?.[e.method === 'GET' ? 'get' : 'post']
      expect(operation?.summary).toBe(e.summary)
      expect(operation?.summary).not.toBe('')
      const shared = ALL_ENDPOINTS.filter((other) => other.name === e.name).length > 1
      expect(operation?.operationId).toBe(shared ? e.path.slice(1).replaceAll('/', '_') : e.name)
    }
    const twins = [
      { name: 'same', path: '/web/a/same' },
      { name: 'same', path: '/web/b/same' },
      { name: 'alone', path: '/web/alone' },
    ]
    expect([...operationIds(twins).values()]).toEqual(['web_a_same', 'web_b_same', 'alone'])
  })

  it('lists each /api/v1 call under the group of its contracts module, and the bff calls under their own', () => {
    const groups = new Set<string>([...Object.values(OPENAPI_TAG_TEXT), OPENAPI_TEXT.bffTag])
    for (const { path, operation } of operations()) {
      expect(operation.tags, path).toHaveLength(1)
      expect(groups.has(operation.tags[0] ?? ''), `${path}: ${operation.tags[0]}`).toBe(true)
    }
    expect(document.tags.map((t) => t.name).sort()).toEqual([...groups].sort())
  })

  it('asks for the session cookie exactly on the calls that need a user', () => {
    expect(document.components.securitySchemes[SESSION_SCHEME]).toMatchObject({ in: 'cookie', name: 'token' })
    for (const e of ALL_ENDPOINTS) {
      const operation = document.paths[apiPath(e)]?.[e.method === 'GET' ? 'get' : 'post']
      if (e.auth === 'user') {
        expect(operation?.security, e.name).toEqual([{ [SESSION_SCHEME]: [] }])
        expect(operation?.responses['401'], e.name).toBeDefined()
      } else expect(operation?.security, e.name).toBeUndefined()
    }
  })

  it("carries each call's cache policy as x-cache, and the session effect as x-session", () => {
    for (const e of ALL_ENDPOINTS) {
      const operation = document.paths[apiPath(e)]?.[e.method === 'GET' ? 'get' : 'post']
      expect(operation?.['x-cache'], e.name).toEqual(e.cache)
      expect(operation?.['x-session'], e.name).toEqual(e.session)
      expect(operation?.description, e.name).toContain(
        e.cache.kind === 'none' ? 'Never cached' : `${e.cache.ttlSeconds} s`,
      )
    }
  })

  it("describes a GET's query string as parameters and a POST's body as JSON, sent with the client header", () => {
    for (const e of ALL_ENDPOINTS) {
      const operation = document.paths[apiPath(e)]?.[e.method === 'GET' ? 'get' : 'post'] as Operation
      const fields = Object.keys((e.body as { properties?: object }).properties ?? {})
      if (e.method === 'GET') {
        expect(operation.requestBody, e.name).toBeUndefined()
        expect(
          operation.parameters?.map((p) => ('name' in p ? p.name : p.$ref)),
          e.name,
        ).toEqual(fields)
      } else {
        expect(operation.parameters, e.name).toEqual([{ $ref: '#/components/parameters/clientHeader' }])
        expect(Object.keys(operation.requestBody?.content ?? {}), e.name).toEqual([
          e.name === 'uploadHeadImg' ? 'multipart/form-data' : 'application/json',
        ])
      }
    }
  })

  it('answers the data envelope or a refusal on 200 and the error envelope otherwise', () => {
    const errorEnvelope = '#/components/schemas/ErrorEnvelope'
    expect(resolve(errorEnvelope)).toMatchObject({ required: ['code', 'msg', 'data'] })
    for (const { path, operation } of operations()) {
      const ok = JSON.stringify(operation.responses['200'])
      expect(ok, path).toContain(errorEnvelope)
      for (const status of ['400', '4XX', '5XX']) expect(operation.responses[status], `${path} ${status}`).toBeDefined()
    }
    const pdf = document.paths[apiPath(contracts.wishPdf)]?.post as Operation
    expect(Object.keys((pdf.responses['200'] as { content: object }).content)).toEqual([
      contracts.PDF_CONTENT_TYPE,
      'application/json',
    ])
  })

  it('names the calls each page payload bundles, by their operation ids', () => {
    const ids = operationIds([...ALL_ENDPOINTS, ...ALL_BFF_PAYLOADS, ...BFF_OWN_CALLS])
    for (const p of ALL_BFF_PAYLOADS) {
      const parts = Object.entries(p.parts).map(([name, part]) => ({
        name,
        call: ids.get(part.call),
        optional: part.optional,
      }))
      expect(document.paths[p.path]?.get?.['x-parts'], p.name).toEqual(parts)
    }
  })

  it('embeds the schemas as plain JSON Schema: every $ref resolves, no TypeBox marker or unknown keyword is left', () => {
    const refs = refsIn(document)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of new Set(refs)) expect(resolve(ref), ref).toBeDefined()
    const text = JSON.stringify(document)
    expect(text).not.toMatch(/"~[a-z]+"/)
    expect(text).not.toContain('"errorMessage"')
    // A field's Chinese refusal survives as an extension.
    expect(document.components.schemas.Phone).toMatchObject({
      'x-error-message': contracts.VALIDATION_TEXT.phoneInvalid,
    })
    expect(JSON.parse(text)).toEqual(document)
  })

  it('writes a schema the contracts export once, under its export name, and one they do not inline', () => {
    const Named = Type.Object({ a: Type.String({ errorMessage: '请填写' }) })
    const call = endpoint({
      name: 'probe',
      summary: '探针',
      path: '/web/probe',
      method: 'POST',
      auth: 'none',
      body: Type.Object({ first: Named, second: Type.Array(Named), other: Type.Object({ b: Type.Integer() }) }),
      data: Type.Union([Named, Type.Null()]),
      cache: NO_CACHE,
    }) as Endpoint
    const probe = buildOpenApiDocument({
      ...contractsInput(),
      endpoints: [call],
      payloads: [],
      names: new Map([[Named, 'Named']]),
    })
    expect(probe.components.schemas.Named).toEqual({
      type: 'object',
      required: ['a'],
      properties: { a: { type: 'string', 'x-error-message': '请填写' } },
    })
    const body = probe.paths['/api/v1/web/probe']?.post?.requestBody?.content['application/json']?.schema
    expect(body).toEqual({
      type: 'object',
      required: ['first', 'second', 'other'],
      properties: {
        first: { $ref: '#/components/schemas/Named' },
        second: { type: 'array', items: { $ref: '#/components/schemas/Named' } },
        other: { type: 'object', required: ['b'], properties: { b: { type: 'integer' } } },
      },
    })
  })

  it('stays out of the package main entry, which the SPA imports', () => {
    expect('buildOpenApiDocument' in contracts).toBe(false)
    expect('OPENAPI_PATHS' in contracts).toBe(false)
  })
})
