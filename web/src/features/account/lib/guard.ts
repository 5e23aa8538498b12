import type { ParsedLocation } from '@tanstack/react-router'
import { redirect } from '@tanstack/react-router'
import { gate } from '../../../lib/gate'
import { currentPage } from '../../../lib/route-history'
import { openLogin, openStudentInfo } from '../../../stores/dialogs'
import { sessionReady } from '../api/session'
import { rememberPendingDestination } from './pending-destination'

/**
 * The route guard for protected routes (docs/spec-rules.md, States): without a session the login
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
