import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import { API_PREFIX } from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
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
 * index.html, compressed as the client accepts. @fastify/compress hooks into
 * routes only, and this answer comes from the not-found handler, so without
 * this every first visit downloaded the page uncompressed. Read on each
 * request (4 kB): a rebuilt web/dist shows without a restart.
 */
async function sendIndex(root: string, acceptEncoding: string | undefined, reply: FastifyReply) {
  const html = await readFile(join(root, 'index.html'))
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8')
  const accepts = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html))
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html))
  return reply.send(html)
}

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
      return sendIndex(root, request.headers['accept-encoding'], reply)
    })
  },
  { name: 'spa' },
)
