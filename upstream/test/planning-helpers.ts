import { currentAdmissionYear } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { grantMembershipTo } from './membership-helpers.js'

/**
 * A student of the test's own making, with a complete profile (rank from the
 * newest table) and a session token. A member: the planning rules
 * are what these tests are about. The row is written through the user store,
 * so it lands where this run keeps user state (SQLite or PostgreSQL).
 */
export async function planningStudent(
  app: FastifyInstance,
  phone: string,
  province: string,
  xk: string,
  score: number,
): Promise<string> {
  const track = province === '山东' ? '综合' : xk.startsWith('史') ? '历史类' : '物理类'
  const wc = app.ranks.rank(province, track, score) ?? 1
  const now = app.now()
  const { id } = await app.userDb
    .insertInto('users')
    .values({
      phone,
      password_hash: null,
      nick_name: '测试考生',
      sex: '女',
      nation: '汉族',
      language: '英语',
      fresh_graduate: '1',
      local_area: '',
      province,
      gk_year: currentAdmissionYear(new Date(now)),
      score,
      wc,
      xk,
      sf: '1',
      u_type: '0',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await grantMembershipTo(app, id)
  return await app.sessions.issue(id)
}
