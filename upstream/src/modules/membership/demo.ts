import { membershipExpiry } from '@gaokao/contracts'
import type { UserDb } from '../../db/user-db/open-user-db.js'
import { DAY_MS } from '../../lib/clock.js'
import type { VipCards } from './cards.js'
import type { DedicatedCodes } from './dedicated-codes.js'

/** The demo student who is a member (README, "Demo accounts and demo mode"); 13800000002 is not. */
export const DEMO_MEMBER_PHONE = '13800000001'

/** Demo VIP cards (README): ten unused, one used (the demo member's), one expired. */
export const DEMO_CARDS = {
  unused: Array.from({ length: 10 }, (_, i) => `GKVIP-DEMO-${String(i + 1).padStart(4, '0')}`),
  used: 'GKVIP-DEMO-USED',
  expired: 'GKVIP-DEMO-EXPIRED',
} as const

/** Demo dedicated codes (README): two schools and an agency, all made up. */
export const DEMO_DEDICATED_CODES = [
  { code: 'SCHOOL01', name: '演示中学（南京）', kind: '学校' },
  { code: 'SCHOOL02', name: '演示外国语学校（济南）', kind: '学校' },
  { code: 'AGENCY01', name: '演示升学规划机构', kind: '机构' },
] as const

/**
 * Demo mode's membership data, added once (existing rows are kept, so two
 * replicas booting at once on one PostgreSQL add them once): the cards, the
 * codes, and the demo member's membership, activated with the used card
 * until 1 September of their exam year.
 */
export async function seedMembershipDemo(
  db: UserDb,
  now: number,
  cards: VipCards,
  codes: DedicatedCodes,
): Promise<void> {
  for (const code of DEMO_CARDS.unused) await cards.issue(code, 'vip', now + 365 * DAY_MS)
  await cards.issue(DEMO_CARDS.used, 'vip', now + 365 * DAY_MS)
  await cards.issue(DEMO_CARDS.expired, 'vip', Date.parse('2025-01-01T00:00:00+08:00'))
  for (const c of DEMO_DEDICATED_CODES) await codes.add(c.code, c.name, c.kind)
  const member = await db
    .selectFrom('users')
    .select(['id', 'gk_year'])
    .where('phone', '=', DEMO_MEMBER_PHONE)
    .executeTakeFirst()
  if (member?.gk_year) await cards.seedUsed(DEMO_CARDS.used, member.id, membershipExpiry(member.gk_year).getTime())
}
