/**
 * Dates and times as the site writes them, in Beijing time (Asia/Shanghai: UTC+8 all year, no DST), whatever
 * the zone of the machine that renders them. Plain arithmetic rather than Intl: the same text in every browser
 * and in the upstream's pages.
 */

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000

/** Calendar date of an epoch-ms instant in Asia/Shanghai, e.g. 2027年9月1日. */
export function shanghaiDateText(ms: number): string {
  const d = new Date(ms + BEIJING_OFFSET_MS)
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`
}

/** Date and time in Asia/Shanghai, e.g. 2026-11-22 12:05; an ISO string (as the expert calls send) is read first. */
export function shanghaiDateTimeText(at: number | string): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at
  const d = new Date(ms + BEIJING_OFFSET_MS)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`
}
