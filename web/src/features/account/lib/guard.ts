import type { ParsedLocation } from '@tanstack/react-router'
import { redirect } from '@tanstack/react-router'
import { currentPage } from '../../../lib/route-history'
import { openLogin, openStudentInfo } from '../../../stores/dialogs'
import { user } from '../../../stores/user'
import { sessionReady } from '../api/session'
import { rememberPendingDestination } from './pending-destination'

/** The action gate (spec §4): no phone -> log in; a phone but no score -> the student profile; else proceed. */
export function gate(): 'login' | 'profile' | 'proceed' {
  if (user.session !== 'user' || user.phone === '') return 'login'
  if (user.score === null) return 'profile'
  return 'proceed'
}

/** Runs the gate for a user action: opens the dialog it needs and says whether the action may go on. */
export function passGate(): boolean {
  const verdict = gate()
  if (verdict === 'login') openLogin()
  if (verdict === 'profile') openStudentInfo()
  return verdict === 'proceed'
}

/**
 * The route guard for protected routes (spec §4): without a session the login
 * dialog opens; with one, the gate runs. The page asked for is kept for after
 * the dialog (flows.ts goes there); meanwhile the visitor stays on the page
 * they were on, public or protected, scrolled as it was: sent home, they lost
 * their place and, cancelling, had to find it again. Only a first load (a deep
 * link, a reload) has no page to stay on and shows home (docs/login-dialog.md).
 */
export async function guardProtectedRoute({ location, preload }: { location: ParsedLocation; preload: boolean }) {
  // Hovering a link preloads the page's code; the dialogs open only when the user really goes there.
  if (preload) return
  await sessionReady()
  const verdict = gate()
  if (verdict === 'proceed') return

  rememberPendingDestination(location.href)
  if (verdict === 'login') openLogin()
  else openStudentInfo()
  const from = currentPage()
  // Already on this page (the guard's own redirect back): stay, with the dialog open.
  if (from?.href === location.href) return
  if (from) throw redirect({ href: from.href, resetScroll: false })
  throw redirect({ to: '/' })
}
