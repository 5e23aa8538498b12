import type { Endpoint } from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { declaredFields, endpointRequest } from './endpoint-request.js'
import { sessionTokenOf } from './session-token.js'
import { readBody } from './upstream/body.js'
import { toAnswer, type UpstreamAnswer } from './upstream-answer.js'

/**
 * One contract call made by the bff itself (a payload part): public
 * reference data from the cache, anything else from the upstream with the
 * session's token.
 */
export async function callEndpoint(
  app: FastifyInstance,
  endpoint: Endpoint,
  body: unknown,
  request: FastifyRequest,
): Promise<UpstreamAnswer> {
  if (app.referenceCache.isCacheable(endpoint)) return (await app.referenceCache.get(endpoint, body, request.id)).answer
  const call = endpointRequest(endpoint, declaredFields(endpoint, body), request.id, sessionTokenOf(request))
  const response = await app.upstream.request(call)
  return toAnswer(response.status, response.headers['content-type'], await readBody(response.body))
}
