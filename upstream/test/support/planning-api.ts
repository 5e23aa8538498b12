import { createHash } from 'node:crypto'
import { type Endpoint, loginByPassWord, PLANNING_REFUSAL_CODE } from '@gaokao/contracts'
import { useUpstream } from '../helpers.js'
import { grantMembership } from '../membership-helpers.js'
import { planningStudent } from '../planning-helpers.js'
import { type Answer, callContract } from './contract-call.js'

/** What the planning calls' test files share: one demo-mode upstream per file and the calls below. */

export const md5 = (s: string) => createHash('md5').update(s).digest('hex')

export type { Answer }

export const refusal = (code: keyof typeof PLANNING_REFUSAL_CODE, msg: string) => ({
  status: 200,
  code: PLANNING_REFUSAL_CODE[code],
  msg,
})

/** A demo-mode upstream of the calling test file's own, with a contract caller and the students below. */
export function usePlanningApi() {
  const upstream = useUpstream({ DEMO_MODE: 'on' })

  /** Calls a contract and checks every successful answer against its data schema. */
  const post = (endpoint: Endpoint, body: object, token?: string) => callContract(upstream(), endpoint, body, token)

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
