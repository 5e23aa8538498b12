import { maskPhone } from '@gaokao/contracts'

/** An 11-digit mobile number standing alone (not inside a longer number such as a millisecond timestamp). */
const PHONE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/g
/** The same without the g flag: a plain test, with no lastIndex state shared between calls. */
const HAS_PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/

/**
 * Masks every phone number in a text the way the site shows them: 138****0001.
 * Every log line passes here; most hold no phone, and a test is about half
 * the price of a replace with a callback that finds nothing.
 */
export function maskPhonesIn(text: string): string {
  return HAS_PHONE.test(text) ? text.replace(PHONE_IN_TEXT, maskPhone) : text
}

export function countPhonesIn(text: string): number {
  return text.match(PHONE_IN_TEXT)?.length ?? 0
}
