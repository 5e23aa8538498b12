import { getUserInfo, MESSAGE_TEXT } from '@gaokao/contracts'
import { call } from '../../../lib/api-client'
import { closeLogin, closeStudentInfo, dialogs, openLogin, openStudentInfo } from '../../../stores/dialogs'
import { showMessage } from '../../../stores/messages'
import { mergeProfile, resetUser } from '../../../stores/user'
import { accountApi } from '../api/account'
import { forgetPendingDestination, takePendingDestination } from './pending-destination'

/** The waits around a login (docs/spec-rules.md, Constants), so the user can read each message. */
export const LOGIN_WAIT_MS = 1000

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Injected in tests; the app reloads the page (or opens the page the user wanted). */
export const navigation = {
  reload: () => window.location.reload(),
  assign: (href: string) => window.location.assign(href),
}

/**
 * Login success (docs/spec-rules.md, States): wait 1 s, fetch the profile, welcome the user,
 * close the dialog, ask for the student profile when there is no score, wait
 * 1 s, then reset the dialog to login mode and reload.
 */
export async function completeLogin(): Promise<void> {
  await wait(LOGIN_WAIT_MS)
  const profile = await call(getUserInfo, {})
  mergeProfile(profile)
  showMessage('success', MESSAGE_TEXT.welcomeLogin)
  closeLogin()
  if (profile.score === null) openStudentInfo()
  await wait(LOGIN_WAIT_MS)
  dialogs.login.mode = '1'
  const destination = takePendingDestination()
  if (destination) navigation.assign(destination)
  else navigation.reload()
}

/**
 * The student profile is saved: the protected page the gate held back for it
 * (guard.ts) opens now. Without one the student stays where they are.
 */
export function continueToPendingDestination(): void {
  const destination = takePendingDestination()
  if (destination) navigation.assign(destination)
}

/** The student closed the profile dialog unsaved: the page held back for it is given up, as for the login dialog. */
export function cancelStudentInfo(): void {
  forgetPendingDestination()
  closeStudentInfo()
}

/** Registration success: a message, 1 s, then as for a login. */
export async function completeRegistration(): Promise<void> {
  showMessage('success', MESSAGE_TEXT.registered)
  await wait(LOGIN_WAIT_MS)
  await completeLogin()
}

/**
 * After a password change: a user in the login flow goes back to the
 * password tab; a logged-in user is logged out and asked to log in again.
 */
export async function completePasswordChange(wasLoggedIn: boolean): Promise<void> {
  if (wasLoggedIn) {
    await accountApi.logout().catch(() => undefined)
    resetUser()
    showMessage('success', MESSAGE_TEXT.passwordChanged)
    openLogin('1', '2')
    return
  }
  showMessage('success', MESSAGE_TEXT.passwordChanged)
  openLogin('1', '2')
}

/** Logout (docs/spec-rules.md, States): reset all but the province, end the session, say so, go home. */
export async function logoutUser(goHome: () => void): Promise<void> {
  await accountApi.logout().catch(() => undefined)
  resetUser()
  showMessage('success', MESSAGE_TEXT.loggedOut)
  goHome()
}
