/**
 * Fastify with @fastify/http-proxy forwarding /api/v1 to the upstream through
 * its own undici Pool, and nothing else: none of the bff's features, no
 * logger. The fastest a bff built on @fastify/http-proxy could be, so the
 * bench can say, in the same run as the bare forwarder and the bff, whether
 * building the bff on it could meet the goals (docs/bff-benchmarks.md).
 */
import proxy from '@fastify/http-proxy'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
await app.register(proxy, {
  upstream: process.env.UPSTREAM_URL,
  prefix: '/api/v1',
  rewritePrefix: '/api/v1',
  undici: { connections: 64 },
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
