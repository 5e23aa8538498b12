import { apiPath, type DataOf, type Endpoint, queryUrl, SuccessEnvelope, TOKEN_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import Value from 'typebox/value'
import { expect } from 'vitest'

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
export type Answer = { status: number; code: number; msg: string; data: any }

/** Calls a contract on an upstream by its method; every success must match the contract's data schema. */
export async function callContract(
  app: FastifyInstance,
  endpoint: Endpoint,
  body: object,
  token?: string,
): Promise<Answer> {
  const headers = token ? { [TOKEN_HEADER]: token } : {}
  // A GET contract takes its body as the query string, as the web sends it.
  const res = await app.inject(
    endpoint.method === 'GET'
      ? { method: 'GET', url: queryUrl(apiPath(endpoint), body), headers }
      : { method: 'POST', url: apiPath(endpoint), payload: body, headers },
  )
  const answer = { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) }
  if (answer.code === 0) {
    expect([...Value.Errors(SuccessEnvelope(endpoint.data), res.json())].slice(0, 3), endpoint.path).toEqual([])
  }
  return answer
}

/** An answer whose data is typed by the call that was made. */
export type AnswerOf<E extends Endpoint> = Omit<Answer, 'data'> & { data: DataOf<E> }

/**
 * A test file's callers on its upstream (useUpstream's getter), typed by each call's endpoint:
 * `post` answers whatever came, `ok` expects a success and gives its data, `ask` splits the status off.
 */
export function contractCaller(upstream: () => FastifyInstance) {
  const post = <E extends Endpoint>(endpoint: E, body: object, token?: string) =>
    callContract(upstream(), endpoint, body, token) as Promise<AnswerOf<E>>
  const ok = async <E extends Endpoint>(endpoint: E, body: object, token?: string): Promise<DataOf<E>> => {
    const answer = await post(endpoint, body, token)
    expect(answer.code, answer.msg).toBe(0)
    return answer.data
  }
  /** The HTTP status and the envelope apart, for tests that read a refusal as the body a client gets. */
  const ask = async <E extends Endpoint>(endpoint: E, body: object, token?: string) => {
    const { status, ...envelope } = await post(endpoint, body, token)
    return { status, body: envelope }
  }
  return { post, ok, ask }
}
