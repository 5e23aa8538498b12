import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { API_PREFIX } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notFoundEnvelope } from './errors.js'

export interface SpaOptions {
  root: string
}

/**
 * A missing file (an old chunk after a deploy, a mistyped image) must be a
 * 404: answering index.html would hand the browser HTML where it expects a
 * script or an image.
 */
function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0] ?? ''
  const last = path.slice(path.lastIndexOf('/') + 1)
  return last.includes('.')
}

/** Hashed assets never change under their name; index.html must be revalidated so a deploy shows at once. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built SPA. A page path the bff does not know gets index.html
 * (the router decides what it shows); an unknown API path gets a 404 envelope.
 */
export default fp<SpaOptions>(
  async (app: FastifyInstance, { root }) => {
    const hasSpa = root !== '' && existsSync(join(root, 'index.html'))
    if (!hasSpa) app.log.warn({ root }, 'no built SPA found: serving the API only')
    else {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // send's own Cache-Control (public, max-age=0) would override the one setHeaders writes.
        cacheControl: false,
        setHeaders(res, path) {
          res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache')
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage =
        hasSpa &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith(API_PREFIX) &&
        !request.url.startsWith('/bff/') &&
        !looksLikeFile(request.url)
      if (!isPage) return reply.code(404).send(notFoundEnvelope())
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    })
  },
  { name: 'spa' },
)
