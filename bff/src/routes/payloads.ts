import { ALL_BFF_PAYLOADS } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { payloadHandler } from '../lib/payload-handler.js'

/** Every /bff payload the contracts define (the site's initial data, the pages), each a GET. */
export default async function payloadRoutes(app: FastifyInstance): Promise<void> {
  for (const payload of ALL_BFF_PAYLOADS) {
    app.get(payload.path, { schema: { querystring: payload.query } }, payloadHandler(app, payload))
  }
}
