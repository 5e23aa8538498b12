/** Milliseconds since the epoch. Injected so tests can move time (code expiry, lockouts, tokens, membership). */
export type Clock = () => number

export const systemClock: Clock = () => Date.now()

export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS

/** 00:00 of the current day in Asia/Shanghai (UTC+8, no DST), for per-day limits. */
export function startOfShanghaiDay(now: number): number {
  const offset = 8 * 60 * MINUTE_MS
  return Math.floor((now + offset) / DAY_MS) * DAY_MS - offset
}
