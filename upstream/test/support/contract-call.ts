import { apiPath, type Endpoint, SuccessEnvelope, TOKEN_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import Value from 'typebox/value'
import { expect } from 'vitest'

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
export type Answer = { status: number; code: number; msg: string; data: any }

/** Calls a contract on an upstream; every success must match the contract's data schema. */
export async function callContract(
  app: FastifyInstance,
  endpoint: Endpoint,
  body: object,
  token?: string,
): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: body,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  })
  const answer = { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) }
  if (answer.code === 0) {
    expect([...Value.Errors(SuccessEnvelope(endpoint.data), res.json())].slice(0, 3), endpoint.path).toEqual([])
  }
  return answer
}
