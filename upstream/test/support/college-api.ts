import { createHash } from 'node:crypto'
import { apiPath, type Endpoint, SuccessEnvelope, TOKEN_HEADER } from '@gaokao/contracts'
import Value from 'typebox/value'
import { expect } from 'vitest'
import { useUpstream } from '../helpers.js'

/** What the college calls' test files share: one demo-mode upstream per file and the calls below. */

export const md5 = (s: string) => createHash('md5').update(s).digest('hex')

export const PKU = 10001
export const JIANGSU = '江苏'

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
export type Answer = { status: number; code: number; msg: string; data: any }

/** A demo-mode upstream of the calling test file's own, with a contract caller and two SQL readers over its database. */
export function useCollegeApi() {
  const upstream = useUpstream({ DEMO_MODE: 'on' })

  /** Calls a contract and checks every successful answer against its data schema. */
  async function post(endpoint: Endpoint, body: object, token?: string): Promise<Answer> {
    const res = await upstream().inject({
      method: 'POST',
      url: apiPath(endpoint),
      payload: body,
      headers: token ? { [TOKEN_HEADER]: token } : {},
    })
    const answer = { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) }
    if (answer.code === 0) expect(Value.Check(SuccessEnvelope(endpoint.data), res.json()), endpoint.path).toBe(true)
    return answer
  }

  const sql = <T>(query: string, ...params: unknown[]) =>
    upstream()
      .db.prepare(query)
      .all(...params) as T[]
  const one = <T>(query: string, ...params: unknown[]) =>
    upstream()
      .db.prepare(query)
      .pluck()
      .get(...params) as T

  return { upstream, post, sql, one }
}
