/**
 * A number with its thousands grouped, as the site writes every count, rank
 * and price: 12345 -> 12,345; up to three decimals, like toLocaleString.
 *
 * Not toLocaleString('zh-CN') nor Intl.NumberFormat: the first Intl call of
 * a page starts the browser's ICU, 100-300 ms on this project's machines
 * and four times that on a mid-range phone, in the middle of the first
 * render. The grouping is the same for zh-CN, so we write it ourselves.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Math.round(Math.abs(value) * 1000) / 1000
  const [whole = '0', fraction] = String(rounded).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  const sign = value < 0 && rounded !== 0 ? '-' : ''
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`
}
