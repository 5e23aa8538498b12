import { VALIDATION_TEXT } from '../texts.js'

/** 11 digits, a leading 1, then 3-9 (docs/spec-rules.md, Validation). */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$'
const phoneRegExp = new RegExp(PHONE_PATTERN)

export function isValidPhone(value: string): boolean {
  return phoneRegExp.test(value)
}

/** The message to show for a phone input, or undefined when it is valid. */
export function phoneError(value: string | undefined): string | undefined {
  const phone = (value ?? '').trim()
  if (phone === '') return VALIDATION_TEXT.phoneRequired
  return isValidPhone(phone) ? undefined : VALIDATION_TEXT.phoneInvalid
}

/** 13800000001 -> 138****0001: the middle four digits of an 11-digit phone are hidden. */
export function maskPhone(phone: string): string {
  if (!/^\d{11}$/.test(phone)) return phone
  return `${phone.slice(0, 3)}****${phone.slice(7)}`
}
