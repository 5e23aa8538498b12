import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { buildOpenApiDocument, OPENAPI_PATHS } from '@gaokao/contracts/openapi'
import type { FastifyInstance } from 'fastify'
import { DOCS_PAGE, DOCS_SCRIPT, VIEWER_BASE, VIEWER_FILES } from './openapi-viewer.js'

/** No user data in these answers: caches may keep them, but must ask whether they are still current. */
const REVALIDATE = 'no-cache'
/** The viewer's files are addressed by version (openapi-viewer.ts). */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Whether an If-None-Match header names this ETag (or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t.replace(/^W\//, '') === etag.replace(/^W\//, '')
  })
}

/**
 * GET /bff/openapi.json, the OpenAPI 3.1 document of the contracts, built
 * once when the bff starts; GET /bff/docs, the page that shows it
 * (docs/openapi.md). The ETag is weak: compression changes the bytes, not
 * the document.
 */
export default async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const body = JSON.stringify(buildOpenApiDocument())
  const etag = `W/"${createHash('sha256').update(body).digest('base64url')}"`

  app.get(OPENAPI_PATHS.document, async (request, reply) => {
    reply.header('cache-control', REVALIDATE).header('etag', etag)
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send()
    return reply.type('application/json; charset=utf-8').send(body)
  })

  app.get(OPENAPI_PATHS.docs, async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(DOCS_PAGE),
  )

  app.get(OPENAPI_PATHS.docsScript, async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('text/javascript; charset=utf-8').send(DOCS_SCRIPT),
  )

  app.get<{ Params: { file: string } }>(`${VIEWER_BASE}/:file`, async (request, reply) => {
    const file = VIEWER_FILES.get(request.params.file)
    if (file === undefined) return reply.callNotFound()
    return reply
      .header('cache-control', IMMUTABLE)
      .type(`${file.type}; charset=utf-8`)
      .send(createReadStream(file.path))
  })
}
