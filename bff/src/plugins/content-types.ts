import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { parsedJsonBody } from '../lib/json-body.js'

/**
 * The bff reads JSON only: text/plain, form-urlencoded and multipart bodies
 * (what a cross-site form can send without a preflight) get 415 before any
 * handler runs. The proxy keeps JSON as bytes in its own scope. JSON nested
 * deeper than JSON_DEPTH_MAX is a 400 in every scope (lib/json-body.ts).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('application/json', { parseAs: 'string' }, parsedJsonBody(app))
  },
  { name: 'content-types' },
)
