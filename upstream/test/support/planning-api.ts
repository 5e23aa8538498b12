import { createHash } from 'node:crypto'
import {
  apiPath,
  type Endpoint,
  loginByPassWord,
  PLANNING_REFUSAL_CODE,
  SuccessEnvelope,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import Value from 'typebox/value'
import { expect } from 'vitest'
import { useUpstream } from '../helpers.js'
import { grantMembership } from '../membership-helpers.js'
import { planningStudent } from '../planning-helpers.js'

/** What the planning calls' test files share: one demo-mode upstream per file and the calls below. */

export const md5 = (s: string) => createHash('md5').update(s).digest('hex')

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
export type Answer = { status: number; code: number; msg: string; data: any }

export const refusal = (code: keyof typeof PLANNING_REFUSAL_CODE, msg: string) => ({
  status: 200,
  code: PLANNING_REFUSAL_CODE[code],
  msg,
})

/** A demo-mode upstream of the calling test file's own, with a contract caller and the students below. */
export function usePlanningApi() {
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
    if (answer.code === 0) {
      const errors = [...Value.Errors(SuccessEnvelope(endpoint.data), res.json())].slice(0, 3)
      expect(errors, endpoint.path).toEqual([])
    }
    return answer
  }

  /** Logs a demo student in; self-filled and one-click filling are member features, so they are made members. */
  async function login(phone: string): Promise<string> {
    const answer = await post(loginByPassWord, { phone, passWord: md5('demo1234') })
    await grantMembership(upstream(), answer.data.token)
    return answer.data.token
  }

  /** A student of our own making, with a session. */
  const student = (phone: string, province: string, xk: string, score: number) =>
    planningStudent(upstream(), phone, province, xk, score)

  return { upstream, post, login, student }
}
