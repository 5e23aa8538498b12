import type { MemberFeature } from '@gaokao/contracts'
import { openPurchase } from '../stores/purchase'
import { user } from '../stores/user'
import { passGate } from './gate'

/** Whether the user's membership holds now, as getUserInfo last said. */
export function isMember(state: { session: string; vip?: { active: boolean } | undefined }): boolean {
  return state.session === 'user' && state.vip?.active === true
}

/**
 * The member gate for a user action (docs/spec-rules.md, Product): first the action gate (login,
 * then the student profile), then the membership: a non-member gets the
 * purchase dialog, opened on the feature they reached for.
 */
export function passMemberGate(feature: MemberFeature): boolean {
  if (!passGate()) return false
  if (isMember(user)) return true
  openPurchase(feature)
  return false
}
