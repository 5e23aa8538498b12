import { randomBytes } from 'node:crypto'
import { activeVipCard, apiPath, MEMBERSHIP_REFUSAL_CODE, TOKEN_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { DAY_MS } from '../src/lib/clock.js'
import { VipCards } from '../src/modules/membership/cards.js'
import { Memberships } from '../src/modules/membership/memberships.js'

/** A VIP card of the test's own, valid for a day. */
async function testCard(app: FastifyInstance): Promise<{ cards: VipCards; memberships: Memberships; cardNo: string }> {
  const memberships = new Memberships(app.userDb, app.now)
  const cards = new VipCards(app.userDb, app.userDialect, app.now, memberships)
  const cardNo = `TEST-${randomBytes(8).toString('hex').toUpperCase()}`
  await cards.issue(cardNo, 'vip', app.now() + DAY_MS)
  return { cards, memberships, cardNo }
}

/**
 * Makes the token's user a member the way a user becomes one: a test-only
 * VIP card, activated through /web/vipCard/active. The gate is not bypassed:
 * the user needs an exam year whose 1 September is still ahead. A user who
 * is a member already stays as they are.
 */
export async function grantMembership(app: FastifyInstance, token: string): Promise<void> {
  const { cardNo } = await testCard(app)
  const res = await app.inject({
    method: 'POST',
    url: apiPath(activeVipCard),
    payload: { cardNo },
    headers: { [TOKEN_HEADER]: token },
  })
  const body = res.json() as { code: number; msg: string }
  if (body.code !== 0 && body.code !== MEMBERSHIP_REFUSAL_CODE.alreadyMember) {
    throw new Error(`grantMembership: ${body.msg}`)
  }
}

/** The same for a user id: the card's checks and activation as the call runs them. */
export async function grantMembershipTo(app: FastifyInstance, userId: number): Promise<void> {
  const { cards, memberships, cardNo } = await testCard(app)
  if (await memberships.holds(userId, 'vip')) return
  await cards.activate(await cards.usable(cardNo), userId, await memberships.validUntilFor(userId, 'vip'))
}
