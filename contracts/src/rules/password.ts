import { VALIDATION_TEXT } from '../texts.js'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 20

export function passwordError(value: string | undefined): string | undefined {
  const password = (value ?? '').trim()
  if (password === '') return VALIDATION_TEXT.passwordRequired
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return VALIDATION_TEXT.passwordLength
  }
  return undefined
}

export function confirmPasswordError(password: string, again: string): string | undefined {
  return password === again ? undefined : VALIDATION_TEXT.passwordMismatch
}

/** What the client sends instead of the password: its MD5, 32 lowercase hex digits (docs/spec-rules.md, Calls). */
export const PASSWORD_MD5_PATTERN = '^[a-f0-9]{32}$'
