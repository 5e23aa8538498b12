import { currentAdmissionYear } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { Users } from '../src/modules/account/users.js'
import { grantMembershipTo } from './membership-helpers.js'

/**
 * A student of the test's own making, with a complete profile (rank from the
 * newest table) and a session token. A member: the planning rules
 * are what these tests are about.
 */
export function planningStudent(
  app: FastifyInstance,
  phone: string,
  province: string,
  xk: string,
  score: number,
): string {
  const users = new Users(app.db, app.now)
  const id = users.create(phone, null)
  const track = province === '山东' ? '综合' : xk.startsWith('史') ? '历史类' : '物理类'
  const wc = app.ranks.rank(province, track, score) ?? 1
  users.saveProfile(id, {
    nickName: '测试考生',
    sex: '女',
    nation: '汉族',
    language: '英语',
    freshGraduate: '1',
    localArea: [],
    province,
    gkYear: currentAdmissionYear(new Date(app.now())),
    score,
    wc,
    xk,
  })
  grantMembershipTo(app, id)
  return app.sessions.issue(id)
}
