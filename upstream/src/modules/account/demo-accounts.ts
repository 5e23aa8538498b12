import { currentAdmissionYear } from '@gaokao/contracts'
import type { UserDb } from '../../db/user-db/open-user-db.js'
import type { Clock } from '../../lib/clock.js'
import { candidateRank } from '../rank/candidate-rank.js'
import type { RankLookup } from '../rank/rank-lookup.js'
import { hashPassword } from './passwords.js'
import { profileColumns, type StudentProfile } from './users.js'

/** The MD5 of demo1234, as the login dialog sends it. */
const DEMO_PASSWORD_MD5 = '6e9bece1914809fb8493146417e722f6'

/**
 * Two demo students with complete profiles, password demo1234 (listed in the
 * README). Seeded only in demo mode, and only when the phone is free.
 */
export const DEMO_ACCOUNTS: readonly (Omit<StudentProfile, 'wc' | 'gkYear'> & { phone: string })[] = [
  {
    phone: '13800000001',
    nickName: '张明',
    sex: '男',
    nation: '汉族',
    language: '英语',
    freshGraduate: '1',
    localArea: ['320000', '320100'],
    province: '江苏',
    xk: '物/化/生',
    score: 612,
  },
  {
    phone: '13800000002',
    nickName: '李雪',
    sex: '女',
    nation: '汉族',
    language: '英语',
    freshGraduate: '1',
    localArea: ['370000', '370100'],
    province: '山东',
    xk: '物/化/地',
    score: 575,
  },
]

/**
 * Idempotent, and safe when two replicas boot at once on one PostgreSQL: each
 * student is one insert that does nothing when the phone is taken, so a
 * student who changed their demo profile keeps it and nobody is made twice.
 */
export async function seedDemoAccounts(db: UserDb, now: Clock, ranks: RankLookup): Promise<void> {
  const gkYear = currentAdmissionYear(new Date(now()))
  const passwordHash = await hashPassword(DEMO_PASSWORD_MD5)
  for (const { phone, ...account } of DEMO_ACCOUNTS) {
    const wc = candidateRank(ranks, account.province, account.xk, account.score)
    const at = now()
    await db
      .insertInto('users')
      .values({
        phone,
        password_hash: passwordHash,
        ...profileColumns({ ...account, gkYear, wc }),
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute()
  }
}
