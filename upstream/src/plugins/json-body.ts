import { jsonDepthExceeds, jsonTooDeepError } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Fastify's JSON parser (prototype-poisoning keys refused), behind a check
 * that the body nests no deeper than JSON_DEPTH_MAX: a deeper one is a 400
 * before JSON.parse spends a core on it (docs/api-conventions.md, "Hostile bodies").
 */
export default fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
      if (jsonDepthExceeds(body)) return done(jsonTooDeepError(), undefined)
      return parse(request, body, done)
    })
  },
  { name: 'json-body' },
)
