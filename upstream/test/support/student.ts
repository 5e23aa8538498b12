import type { FastifyInstance } from 'fastify'

/** A student profile as the users table keeps it; '' as province leaves the profile unfilled. */
export interface StudentRow {
  phone: string
  nickName?: string
  province: string
  gkYear?: number
  score?: number
  xk?: string
}

/**
 * A user of the test's own with a session token, written through the user
 * store, so it lands where this run keeps user state (SQLite or PostgreSQL).
 * With a province, a complete profile: the rank is read from the newest
 * table, the track from the first subject.
 */
export async function storeStudent(app: FastifyInstance, s: StudentRow): Promise<{ id: number; token: string }> {
  const id = await insertStudent(app, s)
  // Awaited: issuing a token writes to the user store.
  return { id, token: await app.sessions.issue(id) }
}

/**
 * The same student on replicas sharing one user store (useReplicas), with a
 * token issued by each, as two logins through a gateway would be.
 */
export async function replicaStudent(
  apps: readonly FastifyInstance[],
  s: StudentRow,
): Promise<{ id: number; tokens: Map<FastifyInstance, string> }> {
  const [first] = apps
  if (!first) throw new Error('no replica')
  const id = await insertStudent(first, s)
  const tokens = new Map<FastifyInstance, string>()
  for (const app of apps) tokens.set(app, await app.sessions.issue(id))
  return { id, tokens }
}

async function insertStudent(app: FastifyInstance, s: StudentRow): Promise<number> {
  const now = app.now()
  const profile =
    s.province === ''
      ? {}
      : {
          nick_name: s.nickName ?? '测试考生',
          sex: '男',
          nation: '汉族',
          language: '英语',
          fresh_graduate: '1',
          province: s.province,
          gk_year: s.gkYear ?? 2026,
          score: s.score ?? 600,
          wc: app.ranks.rank(s.province, s.xk?.startsWith('史') ? '历史类' : '物理类', s.score ?? 600) ?? 1,
          xk: s.xk ?? '物/化/生',
          sf: '1' as const,
          u_type: '0',
        }
  const { id } = await app.userDb
    .insertInto('users')
    .values({ phone: s.phone, password_hash: null, ...profile, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}
