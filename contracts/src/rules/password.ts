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
