import { openLogin, openStudentInfo } from '../stores/dialogs'
import { user } from '../stores/user'

// Shared by every feature whose user actions need a login and a student profile (docs/web-features.md); the route
// guard of protected pages (features/account/lib/guard.ts) runs the same gate.

/** The action gate (docs/login-dialog.md): no phone -> log in; a phone but no score -> the student profile; else proceed. */
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
