import { createHash } from 'node:crypto'
import type { Endpoint } from '@gaokao/contracts'
import { useUpstream } from '../helpers.js'
import { type Answer, callContract } from './contract-call.js'

/** What the college calls' test files share: one demo-mode upstream per file and the calls below. */

export const md5 = (s: string) => createHash('md5').update(s).digest('hex')

export const PKU = 10001
export const JIANGSU = '江苏'

export type { Answer }

/** A demo-mode upstream of the calling test file's own, with a contract caller and two SQL readers over its database. */
export function useCollegeApi() {
  const upstream = useUpstream({ DEMO_MODE: 'on' })

  /** Calls a contract and checks every successful answer against its data schema. */
  const post = (endpoint: Endpoint, body: object, token?: string) => callContract(upstream(), endpoint, body, token)

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
