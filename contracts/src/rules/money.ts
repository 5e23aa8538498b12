import { groupDigits } from './digits.js'
/**
 * Money is kept in fen (分) as integers everywhere: prices, orders, callbacks.
 * It becomes yuan only on screen, through this one helper, so no float ever
 * touches an amount.
 */
export function formatYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`)
  const yuan = Math.floor(fen / 100)
  const cents = fen % 100
  return `¥${groupDigits(yuan)}.${String(cents).padStart(2, '0')}`
}
