import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import {
  API_PREFIX,
  type FirstPaintVisitor,
  firstPaintPayloadUrl,
  matchSiteRoute,
  PROVINCE_COOKIE,
} from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sessionTokenOf } from '../lib/session-token.js'
import { notFoundEnvelope } from './errors.js'

export interface SpaOptions {
  root: string
  /** Serve the build's *.map files and name them in a SourceMap header (SERVE_SOURCE_MAPS; docs/source-maps.md). */
  serveSourceMaps?: boolean
}

const SOURCE_MAP = /\.map$/
/** A script as sent: the build's file or its precompressed copy. */
const SCRIPT = /([^/\\]+\.js)(?:\.br|\.gz)?$/

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

/** What the web build says each page needs beyond the entry (web/build/route-chunks.ts). */
interface RouteChunks {
  routes: { path: string; js: string[]; css: string[] }[]
}

async function readRouteChunks(root: string): Promise<RouteChunks | undefined> {
  try {
    return JSON.parse(await readFile(join(root, '.vite/route-chunks.json'), 'utf8')) as RouteChunks
  } catch {
    return undefined // an older build, or a web built elsewhere: the page still works, one round trip slower
  }
}

/**
 * The page's own chunks, named in the head so the browser fetches them
 * beside the entry instead of after it has run (one round trip less before
 * the first paint: on a phone that is most of the wait). `crossorigin` as
 * Vite's own preloads have it, so the browser reuses the response.
 */
export function routePreloadTags(chunks: RouteChunks | undefined, urlPath: string): string {
  const route = matchSiteRoute(urlPath)
  const own = route && chunks?.routes.find((r) => r.path === route.path)
  if (!own) return ''
  return [
    ...own.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...own.css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('')
}

/** A province name as the cookie may carry it: a few Chinese characters, nothing to escape. */
const PROVINCE_NAME = /^[\u4e00-\u9fff]{2,8}$/

/** The visitor's province from the cookie the SPA mirrors it into ('' when there is none or it is malformed). */
function provinceOf(app: FastifyInstance, cookieHeader: string | undefined): string {
  if (!cookieHeader?.includes(PROVINCE_COOKIE)) return ''
  const raw = app.parseCookie(cookieHeader)[PROVINCE_COOKIE] ?? ''
  return PROVINCE_NAME.test(raw) ? raw : ''
}

/**
 * The page's own data request, named in the head like its chunks: the
 * browser fetches it while the scripts download, and the SPA's GET of the
 * same URL (same mode and credentials) takes the answer. The URL comes from
 * contracts, where the web's loader builds it too.
 */
export function payloadPreloadTag(urlPath: string, visitor: FirstPaintVisitor): string {
  const url = firstPaintPayloadUrl(urlPath, visitor)
  return url ? `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">` : ''
}

/**
 * index.html with the page's preloads, compressed as the client accepts.
 * @fastify/compress hooks into routes only, and this answer comes from the
 * not-found handler, so without this every first visit downloaded the page
 * uncompressed. Read on each request (4 kB and the chunk list): a rebuilt
 * web/dist shows without a restart.
 */
async function sendIndex(root: string, request: FastifyRequest, reply: FastifyReply) {
  const [template, chunks] = await Promise.all([readFile(join(root, 'index.html'), 'utf8'), readRouteChunks(root)])
  const visitor = {
    province: provinceOf(request.server, request.headers.cookie),
    // A cookie, not yet a session: a payload the upstream then refuses costs one answered request, as the page's own would.
    hasSession: sessionTokenOf(request) !== undefined,
  }
  const preloads = routePreloadTags(chunks, request.url) + payloadPreloadTag(request.url, visitor)
  const html = Buffer.from(template.replace('</head>', `${preloads}</head>`))
  const acceptEncoding = request.headers['accept-encoding']
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8')
  const accepts = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html))
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html))
  return reply.send(html)
}

/**
 * Serves the built SPA. A page path gets index.html (the router decides what
 * it shows), with 404 when it is no route of the site (contracts'
 * SITE_ROUTES); an unknown API path gets a 404 envelope.
 */
export default fp<SpaOptions>(
  async (app: FastifyInstance, { root, serveSourceMaps = false }) => {
    const hasSpa = root !== '' && existsSync(join(root, 'index.html'))
    if (!hasSpa) app.log.warn({ root }, 'no built SPA found: serving the API only')
    else {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The web build writes brotli 11 and gzip 9 copies of its text assets (web/build/precompress-plugin.ts):
        // smaller than @fastify/compress's per-request brotli 4, and no CPU spent per visit.
        preCompressed: true,
        // send's own Cache-Control (public, max-age=0) would override the one setHeaders writes.
        cacheControl: false,
        // Source maps give away the whole source: answered 404 (by the not-found handler) unless configured.
        allowedPath: (pathName) => serveSourceMaps || !SOURCE_MAP.test(pathName),
        setHeaders(res, path) {
          // The build names no map in its scripts (sourcemap: 'hidden'); with maps served, devtools learn it here.
          const script = serveSourceMaps ? SCRIPT.exec(path) : null
          if (script) res.setHeader('sourcemap', `${script[1]}.map`)
          res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache')
          // The same URL answers brotli, gzip or plain bytes by the request's Accept-Encoding: caches must key on it.
          res.setHeader('vary', 'accept-encoding')
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
      // The shell either way, so the SPA renders the page or its not-found page; the status tells crawlers and monitors.
      if (matchSiteRoute(request.url) === undefined) reply.code(404)
      reply.header('cache-control', 'no-cache')
      return sendIndex(root, request, reply)
    })
  },
  { name: 'spa' },
)
