import { jsonDepthExceeds, jsonTooDeepError } from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'

type Done = (error: Error | null, body?: unknown) => void

/**
 * Keeps a JSON body as bytes for the upstream, unless it nests deeper than
 * JSON_DEPTH_MAX: then a 400 before anything parses or forwards it
 * (docs/api-conventions.md, "Hostile bodies"). One pass over the bytes, no
 * recursion.
 */
export function rawJsonBody(_request: FastifyRequest, body: Buffer, done: Done): void {
  if (jsonDepthExceeds(body)) done(jsonTooDeepError())
  else done(null, body)
}

/** Fastify's JSON parser (prototype-poisoning keys refused), behind the same depth check. */
export function parsedJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error')
  return (request: FastifyRequest, body: string, done: Done): void => {
    if (jsonDepthExceeds(body)) done(jsonTooDeepError())
    else parse(request, body, done)
  }
}

/** The JSON value in bytes, or undefined when they are not JSON. */
export function jsonOf(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    return undefined
  }
}
