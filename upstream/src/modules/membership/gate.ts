import type { MemberFeature } from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Memberships } from './memberships.js'

/**
 * The membership gate for other modules (planning, college, major): a
 * function that throws the membership refusal (HTTP 200, code 1100, e.g.
 * 招生计划为会员功能，请先开通会员) unless the request's user is a member now.
 * Await it after authentication, i.e. in a handler of a call with auth 'user'.
 */
export function memberGate(app: FastifyInstance): (request: FastifyRequest, feature: MemberFeature) => Promise<void> {
  const memberships = new Memberships(app.userDb, app.now)
  // Async because membership lives in the user store (docs/user-store.md): callers must await it, or the refusal is lost.
  return (request, feature) => memberships.assert(request.userId, feature)
}
