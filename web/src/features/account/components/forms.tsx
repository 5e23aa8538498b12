import { Button, Form } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, DIALOG_TEXT, REFUSAL_CODE, VALIDATION_TEXT } from '@gaokao/contracts'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../../lib/api-client'
import { switchLoginMode } from '../../../stores/dialogs'
import { showMessage } from '../../../stores/messages'
import { user } from '../../../stores/user'
import { accountApi } from '../api/account'
import { completeLogin, completePasswordChange, completeRegistration } from '../lib/flows'
import { handOver, useHandoff } from '../lib/handoff'
import { AgreementCheck } from './AgreementCheck'
import { CodeField, ConfirmPasswordField, PasswordField, PhoneField } from './fields'
import styles from './LoginDialog.module.css'
import { useSubmit } from './useSubmit'

interface AccountValues {
  phone: string
  verifyCode: string
  password: string
  againPassword: string
}

const trim = (v: string | undefined) => (v ?? '').trim()

/** Whether a call was refused with this business code (its message has been shown already). */
const refusedWith = (error: unknown, code: number) => error instanceof ApiError && error.code === code

/** The agreement must be ticked before anything is sent (docs/spec-rules.md, Validation), except when changing the password. */
function useAgreement() {
  const [agreed, setAgreed] = useState(false)
  const require = () => {
    if (!agreed) showMessage('warning', VALIDATION_TEXT.agreementRequired)
    return agreed
  }
  return { agreed, setAgreed, require }
}

export function CodeLoginForm() {
  const agreement = useAgreement()
  const handed = useHandoff()
  const { busy, submit } = useSubmit<AccountValues>(async (v) => {
    if (!agreement.require()) return
    await accountApi.loginWithCode(trim(v.phone), trim(v.verifyCode))
    await completeLogin()
  })
  return (
    <Form<AccountValues> onSubmit={submit} aria-label={DIALOG_TEXT.loginTabCode} initValues={handed as AccountValues}>
      <p className={styles.hint}>{DIALOG_TEXT.autoRegisterHint}</p>
      <PhoneField />
      <CodeField registering={false} />
      <AgreementCheck checked={agreement.agreed} onChange={agreement.setAgreed} />
      <Button htmlType="submit" theme="solid" loading={busy} className={styles.submit}>
        {ACCOUNT_TEXT.login}
      </Button>
    </Form>
  )
}

export function PasswordLoginForm() {
  const agreement = useAgreement()
  const { busy, submit } = useSubmit<AccountValues>(async (v) => {
    if (!agreement.require()) return
    await accountApi.loginWithPassword(trim(v.phone), trim(v.password))
    await completeLogin()
  })
  return (
    <Form<AccountValues> onSubmit={submit} aria-label={DIALOG_TEXT.loginTabPassword}>
      <PhoneField />
      <PasswordField />
      <AgreementCheck checked={agreement.agreed} onChange={agreement.setAgreed} />
      <Button htmlType="submit" theme="solid" loading={busy} className={styles.submit}>
        {ACCOUNT_TEXT.login}
      </Button>
      <div className={styles.footer}>
        <span />
        <button type="button" className={styles.linkButton} onClick={() => switchLoginMode('2')}>
          {DIALOG_TEXT.forgotPassword}
        </button>
      </div>
    </Form>
  )
}

export function RegisterForm() {
  const agreement = useAgreement()
  const handed = useHandoff()
  const { busy, submit } = useSubmit<AccountValues>(async (v) => {
    if (!agreement.require()) return
    const proved = { phone: trim(v.phone), verifyCode: trim(v.verifyCode) }
    try {
      await accountApi.register(proved.phone, proved.verifyCode, trim(v.password))
    } catch (error) {
      // 该手机号已注册，请直接登录: the proved code logs them in.
      if (refusedWith(error, REFUSAL_CODE.phoneRegistered)) handOver('1', '1', proved)
      throw error
    }
    await completeRegistration()
  })
  return (
    <Form<AccountValues> onSubmit={submit} aria-label={DIALOG_TEXT.registerTitle} initValues={handed as AccountValues}>
      <PhoneField />
      <CodeField registering />
      <PasswordField />
      <ConfirmPasswordField />
      <AgreementCheck checked={agreement.agreed} onChange={agreement.setAgreed} />
      <Button htmlType="submit" theme="solid" loading={busy} className={styles.submit}>
        {ACCOUNT_TEXT.register}
      </Button>
    </Form>
  )
}

/** Mode 2: a logged-in user changes the password of their own phone; a visitor resets any. */
export function ChangePasswordForm() {
  const { session, phone } = useSnapshot(user)
  const loggedIn = session === 'user'
  const { busy, submit } = useSubmit<AccountValues>(async (v) => {
    const proved = { phone: trim(v.phone), verifyCode: trim(v.verifyCode) }
    try {
      await accountApi.changePassword(proved.phone, proved.verifyCode, trim(v.password))
    } catch (error) {
      // 该手机号尚未注册，请先注册: the proved code registers it.
      if (refusedWith(error, REFUSAL_CODE.phoneNotRegistered)) handOver('3', '1', proved)
      throw error
    }
    await completePasswordChange(loggedIn)
  })
  return (
    <Form<AccountValues>
      onSubmit={submit}
      aria-label={DIALOG_TEXT.modifyPasswordTitle}
      initValues={(loggedIn ? { phone } : {}) as AccountValues}
    >
      <PhoneField disabled={loggedIn} />
      <CodeField registering={false} />
      <PasswordField label={ACCOUNT_TEXT.newPassword} />
      <ConfirmPasswordField />
      <Button htmlType="submit" theme="solid" loading={busy} className={styles.submit}>
        {DIALOG_TEXT.modifyPasswordTitle}
      </Button>
    </Form>
  )
}
