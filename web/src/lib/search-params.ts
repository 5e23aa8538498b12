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

/**
 * Wraps a route's validateSearch. The router merges the validated search over
 * the raw one ({ ...raw, ...validated }), so a key the validator leaves out
 * keeps its raw value: /college?page=abc reached the list call as pageNum
 * "abc", /choice/detail?wishId=abc skipped its redirect. Every raw key the
 * validator does not return is set to undefined instead. For leaf routes: a
 * parent's wrapper would hide its children's keys from them.
 */
export function validatedOnly<Validate extends (raw: Record<string, unknown>) => object>(validate: Validate): Validate {
  const strict = (raw: Record<string, unknown>) => {
    const blank: Record<string, undefined> = {}
    for (const key of Object.keys(raw)) blank[key] = undefined
    return { ...blank, ...validate(raw) }
  }
  // Same parameters, and a result with more keys, all undefined: the route's search type is the validator's.
  return strict as Validate
}
