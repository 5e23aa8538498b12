import { apiPath, type DataOf, type Endpoint, queryUrl } from '@gaokao/contracts'
import { expect, inject } from 'vitest'

/**
 * Asks the stack's upstream directly (as a logged-in student when a token is given), for the
 * figures the pages must show and the tables a test builds; expects a success. A GET contract
 * takes its body as the query string.
 */
export async function askUpstream<E extends Endpoint>(e: E, body: object = {}, token?: string): Promise<DataOf<E>> {
  const url = `${inject('upstreamUrl')}${e.method === 'GET' ? queryUrl(apiPath(e), body) : apiPath(e)}`
  const res = await fetch(url, {
    method: e.method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: e.method === 'GET' ? null : JSON.stringify(body),
  })
  const envelope = (await res.json()) as { code: number; msg: string; data: DataOf<E> }
  expect(envelope.code, `${e.path}: ${envelope.msg}`).toBe(0)
  return envelope.data
}
