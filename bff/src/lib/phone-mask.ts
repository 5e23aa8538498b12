import { maskPhone } from '@gaokao/contracts'

/** An 11-digit mobile number standing alone (not inside a longer number such as a millisecond timestamp). */
const PHONE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/g

/** Masks every phone number in a text the way the site shows them: 138****0001. */
export function maskPhonesIn(text: string): string {
  return text.replace(PHONE_IN_TEXT, maskPhone)
}

export function countPhonesIn(text: string): number {
  return text.match(PHONE_IN_TEXT)?.length ?? 0
}
