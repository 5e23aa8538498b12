import { useEffect, useState } from 'react'
import { type LoginMode, type LoginTab, switchLoginMode } from '../../../stores/dialogs'

/** The values one form of the login dialog hands the next. */
export interface Handoff {
  phone?: string
  verifyCode?: string
}

let pending: Handoff = {}

/**
 * Sends the user to the form the upstream's refusal points to (registering a
 * registered phone: 验证码登录; resetting an unknown one: 注册) with the phone
 * and its code filled in: the upstream leaves a proved code valid for that
 * next call, and a new one could only be sent after 60 s
 * (docs/account-enumeration.md). Passwords are never handed on.
 */
export function handOver(mode: LoginMode, tab: LoginTab, values: Handoff): void {
  pending = values
  switchLoginMode(mode, tab)
}

/** The values handed to the form being mounted, taken once so that reopening the dialog starts empty. */
export function useHandoff(): Handoff {
  const [values] = useState(() => pending)
  useEffect(() => {
    pending = {}
  }, [])
  return values
}
