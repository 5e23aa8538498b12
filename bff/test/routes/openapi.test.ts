import { ALL_BFF_PAYLOADS, ALL_ENDPOINTS, apiPath, ERROR_TEXT } from '@gaokao/contracts'
import {
  BFF_OWN_CALLS,
  buildOpenApiDocument,
  OPENAPI_PATHS,
  OPENAPI_TEXT,
  type OpenApiDocument,
  SESSION_SCHEME,
} from '@gaokao/contracts/openapi'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VIEWER_BASE } from '../../src/routes/openapi-viewer.js'
import { closedPort, startBff } from '../helpers.js'

let bff: FastifyInstance

beforeAll(async () => {
  // The validations below hold this process's event loop for a second or more: that is no load to shed.
  bff = await startBff({ UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`, SHED_MAX_EVENT_LOOP_DELAY_MS: 0 })
})
afterAll(async () => bff.close())

async function servedDocument(): Promise<OpenApiDocument> {
  const res = await bff.inject(OPENAPI_PATHS.document)
  expect(res.statusCode).toBe(200)
  return res.json() as OpenApiDocument
}

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  )
}

/** `├── /bff/session (GET, HEAD)` lines of Fastify's route tree, as `GET /bff/session`. */
function registeredRoutes(app: FastifyInstance): string[] {
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /(\/\S*) \(([^)]+)\)/.exec(line)
      if (!match) return []
      const [, path = '', methods = ''] = match
      return methods
        .split(', ')
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m} ${path}`)
    })
}

describe('GET /bff/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document by a maintained validator', async () => {
    const validator = new Validator()
    const result = await validator.validate((await servedDocument()) as unknown as Record<string, unknown>)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('lists every call of the contracts once, each with a summary, and security on each that needs a user', async () => {
    const operations = operationsOf(await servedDocument())
    const expected = [
      ...ALL_ENDPOINTS.map((e) => `${e.method} ${apiPath(e)}`),
      ...ALL_BFF_PAYLOADS.map((p) => `GET ${p.path}`),
      ...BFF_OWN_CALLS.map((c) => `${c.method} ${c.path}`),
    ]
    expect(operations.map((o) => o.key).sort()).toEqual(expected.sort())
    for (const { key, operation } of operations) expect(operation.summary.length, key).toBeGreaterThan(0)
    for (const e of ALL_ENDPOINTS.filter((x) => x.auth === 'user')) {
      const operation = operations.find((o) => o.key === `${e.method} ${apiPath(e)}`)?.operation
      expect(operation?.security, e.name).toEqual([{ [SESSION_SCHEME]: [] }])
    }
  })

  it('documents every /api/v1 and /bff route the bff registers itself (the rest it forwards)', async () => {
    const documented = new Set(operationsOf(await servedDocument()).map((o) => o.key))
    const own = registeredRoutes(bff).filter(
      (route) =>
        / \/(api\/v1|bff)\//.test(route) && !route.includes(`${OPENAPI_PATHS.docs}`) && !route.endsWith('.json'),
    )
    expect(own.length).toBeGreaterThan(ALL_BFF_PAYLOADS.length)
    for (const route of own) expect(documented.has(route), route).toBe(true)
  })

  it("describes the bff's real answers: each schema is valid JSON Schema 2020-12 and its own calls' answers match", async () => {
    const validator = new Validator()
    await validator.validate((await servedDocument()) as unknown as Record<string, unknown>)
    const resolved = validator.resolveRefs() as unknown as OpenApiDocument
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    for (const { key, operation } of operationsOf(resolved)) {
      for (const response of Object.values(operation.responses)) {
        for (const media of Object.values(('content' in response && response.content) || {})) {
          expect(ajv.validateSchema(media.schema), `${key}: ${ajv.errorsText()}`).toBe(true)
        }
      }
    }
    for (const call of BFF_OWN_CALLS) {
      const operation = resolved.paths[call.path]?.[call.method === 'GET' ? 'get' : 'post']
      const ok = operation?.responses['200']
      const schema = ok && 'content' in ok ? ok.content?.['application/json']?.schema : undefined
      expect(schema, call.name).toBeDefined()
      const check = ajv.compile(schema as object)
      const answer = await bff.inject({
        method: call.method,
        url: call.path,
        headers: { 'x-requested-with': 'gaokao-web' },
      })
      expect(answer.statusCode, call.name).toBe(200)
      expect(check(answer.json()), `${call.name}: ${ajv.errorsText(check.errors)}`).toBe(true)
    }
  })

  it('is the contracts document, built once: JSON, a weak ETag, revalidated, 304 when unchanged', async () => {
    const res = await bff.inject(OPENAPI_PATHS.document)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())))

    const again = await bff.inject({ url: OPENAPI_PATHS.document, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await bff.inject({ url: OPENAPI_PATHS.document, headers: { 'if-none-match': 'W/"old"' } })
    expect(other.statusCode).toBe(200)
  })

  it('answers a burst of parallel requests, compressed, all with the one document', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        bff.inject({ url: OPENAPI_PATHS.document, headers: { 'accept-encoding': 'br, gzip' } }),
      ),
    )
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]))
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1)
    expect(new Set(answers.map((a) => a.headers['content-encoding']))).toEqual(new Set(['br']))
  })
})

describe('GET /bff/docs', () => {
  it('is an HTML page that loads the viewer and its start script from the bff, under the site CSP', async () => {
    const res = await bff.inject(OPENAPI_PATHS.docs)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.body).toContain(`<title>${OPENAPI_TEXT.docsPageTitle}</title>`)
    const sources = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(sources).toEqual([
      'data:,',
      `${VIEWER_BASE}/swagger-ui.css`,
      `${VIEWER_BASE}/swagger-ui-bundle.js`,
      OPENAPI_PATHS.docsScript,
    ])
    expect(res.body).not.toMatch(/<script>|<style|https?:\/\//)

    const start = await bff.inject(OPENAPI_PATHS.docsScript)
    expect(start.statusCode).toBe(200)
    expect(start.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(start.body).toContain(JSON.stringify(OPENAPI_PATHS.document))
  })

  it("serves the viewer's two files for good under its version, and nothing else of its package", async () => {
    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
      ['swagger-ui.css', 'text/css; charset=utf-8'],
    ]) {
      const res = await bff.inject(`${VIEWER_BASE}/${file}`)
      expect(res.statusCode, file).toBe(200)
      expect(res.headers['content-type'], file).toBe(type)
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable')
      expect(res.body.length, file).toBeGreaterThan(10_000)
    }
    for (const path of [
      `${VIEWER_BASE}/package.json`,
      `${VIEWER_BASE}/swagger-ui-bundle.js.map`,
      `${VIEWER_BASE}/..%2fpackage.json`,
      `${VIEWER_BASE}/../../openapi.json`,
      `${OPENAPI_PATHS.viewerAssets}/0.0.1/swagger-ui-bundle.js`,
    ]) {
      const res = await bff.inject(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.json(), path).toEqual({ code: 404, msg: ERROR_TEXT.notFound, data: null })
    }
  })
})
