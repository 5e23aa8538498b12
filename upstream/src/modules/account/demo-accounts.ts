import { currentAdmissionYear } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import type { Clock } from '../../lib/clock.js'
import { candidateRank } from '../rank/candidate-rank.js'
import type { RankLookup } from '../rank/rank-lookup.js'
import { hashPassword } from './passwords.js'
import { type StudentProfile, Users } from './users.js'

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

export async function seedDemoAccounts(db: Db, now: Clock, ranks: RankLookup): Promise<void> {
  const users = new Users(db, now)
  const gkYear = currentAdmissionYear(new Date(now()))
  const passwordHash = await hashPassword(DEMO_PASSWORD_MD5)
  for (const account of DEMO_ACCOUNTS) {
    if (users.findByPhone(account.phone)) continue
    const id = users.create(account.phone, passwordHash)
    const wc = candidateRank(ranks, account.province, account.xk, account.score)
    users.saveProfile(id, { ...account, gkYear, wc })
  }
}
