import { Button, Form, useFormApi } from '@douyinfe/semi-ui'
import {
  ACCOUNT_TEXT,
  CODE_RESEND_SECONDS,
  confirmPasswordError,
  DIALOG_TEXT,
  PASSWORD_MAX_LENGTH,
  passwordError,
  phoneError,
  STUDENT_TEXT,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import { useEffect, useState } from 'react'
import { showMessage } from '../../../stores/messages'
import { accountApi } from '../api/account'
import styles from './LoginDialog.module.css'

const orNone = (message: string | undefined) => message ?? ''

export function PhoneField({ disabled = false }: { disabled?: boolean }) {
  return (
    <Form.Input
      field="phone"
      label={STUDENT_TEXT.phone}
      placeholder={ACCOUNT_TEXT.phonePlaceholder}
      maxLength={11}
      inputMode="numeric"
      autoComplete="tel"
      disabled={disabled}
      validate={(value: string) => orNone(phoneError(value))}
    />
  )
}

export function PasswordField({ label = STUDENT_TEXT.password }: { label?: string }) {
  return (
    <Form.Input
      field="password"
      label={label}
      mode="password"
      placeholder={ACCOUNT_TEXT.passwordPlaceholder}
      maxLength={PASSWORD_MAX_LENGTH}
      autoComplete="current-password"
      validate={(value: string) => orNone(passwordError(value))}
    />
  )
}

export function ConfirmPasswordField() {
  return (
    <Form.Input
      field="againPassword"
      label={ACCOUNT_TEXT.confirmPassword}
      mode="password"
      maxLength={PASSWORD_MAX_LENGTH}
      autoComplete="new-password"
      validate={(value: string, values: { password?: string }) =>
        orNone(passwordError(value) ?? confirmPasswordError(values.password ?? '', value ?? ''))
      }
    />
  )
}

/**
 * The code input with its send button (docs/spec-rules.md, States): the button acts only once
 * the phone has 11 characters and checks the phone first; after a send it
 * counts down 重新发送(60). In demo mode the upstream answers the code itself.
 */
export function CodeField({ registering }: { registering: boolean }) {
  const formApi = useFormApi<{ phone?: string }>()
  const [secondsLeft, setSecondsLeft] = useState(0)
  const [sending, setSending] = useState(false)
  const [demoCode, setDemoCode] = useState<string>()

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])

  async function send() {
    const phone = (formApi.getValue('phone') ?? '').trim()
    if (phone.length !== 11) return
    const problem = phoneError(phone)
    if (problem) {
      formApi.setError('phone', problem)
      return
    }
    setSending(true)
    try {
      const answer = await accountApi.sendCode(phone, registering)
      setDemoCode(answer.demoCode)
      setSecondsLeft(answer.resendAfter || CODE_RESEND_SECONDS)
      showMessage('success', ACCOUNT_TEXT.codeSent)
    } catch {
      // the API client has shown the server's message
    } finally {
      setSending(false)
    }
  }

  const counting = secondsLeft > 0
  return (
    <>
      <Form.Input
        field="verifyCode"
        label={STUDENT_TEXT.verifyCode}
        placeholder={ACCOUNT_TEXT.codePlaceholder}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        validate={(value: string) => ((value ?? '').trim() === '' ? VALIDATION_TEXT.codeRequired : '')}
        suffix={
          <Button theme="borderless" className={styles.codeButton} disabled={counting} loading={sending} onClick={send}>
            {counting ? DIALOG_TEXT.resendCode(secondsLeft) : DIALOG_TEXT.getCode}
          </Button>
        }
      />
      {demoCode && (
        <p className={styles.demoCode} role="note">
          {ACCOUNT_TEXT.demoCode(demoCode)}
        </p>
      )}
    </>
  )
}
