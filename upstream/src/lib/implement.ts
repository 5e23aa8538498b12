import { apiPath, type BodyOf, type DataOf, type Endpoint, okEnvelope, SuccessEnvelope } from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'

export interface CallContext<E extends Endpoint> {
  body: BodyOf<E>
  request: FastifyRequest
}

/**
 * Registers one contract: the body (or query) schema validates the request,
 * the data schema serializes the answer, and the handler returns just the data.
 */
export function implement<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: CallContext<E>) => DataOf<E> | Promise<DataOf<E>>,
): void {
  const input = endpoint.method === 'GET' ? 'querystring' : 'body'
  app.route({
    method: endpoint.method,
    url: apiPath(endpoint),
    schema: {
      [input]: endpoint.body,
      response: { 200: SuccessEnvelope(endpoint.data) },
    },
    // A call for users resolves the token header to request.userId first (plugins/auth.ts).
    ...(endpoint.auth === 'user' ? { preHandler: app.authenticate } : {}),
    handler: async (request) => {
      const body = (endpoint.method === 'GET' ? request.query : request.body) as BodyOf<E>
      return okEnvelope(await handler({ body, request }))
    },
  })
}
