import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The bff reads JSON only: text/plain, form-urlencoded and multipart bodies
 * (what a cross-site form can send without a preflight) get 415 before any
 * handler runs. The proxy keeps JSON as bytes in its own scope.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'))
  },
  { name: 'content-types' },
)
