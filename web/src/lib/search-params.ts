/**
 * Readers for route search params: a URL holds strings (or what the router
 * parsed), and a bad value falls back to the default instead of failing the
 * page, so a hand-edited or stale link still opens.
 */
export function positiveInt(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback
}

export function optionalString(value: unknown, maxLength = 50): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim()
  return text === '' ? undefined : text.slice(0, maxLength)
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined
}
