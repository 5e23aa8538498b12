import { DIALOG_TEXT } from '@gaokao/contracts'
import { proxy } from 'valtio'

/** The login dialog's three modes (docs/spec-rules.md, Screens): 1 login, 2 change password, 3 register. */
export type LoginMode = '1' | '2' | '3'
/** The login tabs: 1 SMS code, 2 password. */
export type LoginTab = '1' | '2'

/** The app-level dialogs (docs/spec-rules.md, Entities: loginModal, loginType, userInfoModal, userInfoModalName). */
export const dialogs = proxy({
  login: { open: false, mode: '1' as LoginMode, tab: '1' as LoginTab },
  agreement: { open: false },
  studentInfo: { open: false, title: DIALOG_TEXT.studentInfoTitle as string },
})

export function openLogin(mode: LoginMode = '1', tab: LoginTab = '1'): void {
  Object.assign(dialogs.login, { open: true, mode, tab })
}

export function closeLogin(): void {
  dialogs.login.open = false
}

export function switchLoginMode(mode: LoginMode, tab: LoginTab = dialogs.login.tab): void {
  Object.assign(dialogs.login, { mode, tab })
}

export function openStudentInfo(title: string = DIALOG_TEXT.studentInfoTitle): void {
  Object.assign(dialogs.studentInfo, { open: true, title })
}

export function closeStudentInfo(): void {
  dialogs.studentInfo.open = false
}

export function openAgreement(): void {
  dialogs.agreement.open = true
}

export function closeAgreement(): void {
  dialogs.agreement.open = false
}
