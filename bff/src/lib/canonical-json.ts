/**
 * JSON with object keys sorted at every depth, so two bodies that differ only
 * in key order give one cache key and one cassette match key.
 *
 * Written with a stack of its own rather than by recursion: a request body
 * nested 520,000 deep overflowed the call stack here (a 500), and the bff
 * also bounds depth at parse time (lib/json-body.ts). It reads keys straight
 * from the value, never through a fresh object, so a `__proto__` key that
 * JSON.parse made an own property stays an ordinary key instead of
 * vanishing into a prototype: `{"__proto__":{"a":1}}` and `{}` differ.
 * Otherwise it writes what JSON.stringify would: undefined, functions and
 * symbols dropped from objects and null in arrays, toJSON() honoured,
 * numbers that are not finite as null, and a cycle is a TypeError.
 */
export function canonicalJson(value: unknown): string {
  let out = ''
  // Each task is text to write as it is, a value to write, or the end of a container (to close a cycle check).
  const tasks: Task[] = [{ value: toJsonValue(value, '') }]
  const open = new Set<object>()
  for (let task = tasks.pop(); task !== undefined; task = tasks.pop()) {
    if (typeof task === 'string') {
      out += task
      continue
    }
    if ('close' in task) {
      open.delete(task.close)
      continue
    }
    const { value: current } = task
    if (typeof current !== 'object' || current === null) {
      out += JSON.stringify(current) ?? 'null'
      continue
    }
    if (open.has(current)) throw new TypeError('canonicalJson: the value holds a cycle')
    open.add(current)
    tasks.push({ close: current })
    if (Array.isArray(current)) {
      tasks.push(']')
      for (let i = current.length - 1; i >= 0; i -= 1) {
        const item = toJsonValue(current[i], String(i))
        tasks.push({ value: isWritable(item) ? item : null })
        if (i > 0) tasks.push(',')
      }
      tasks.push('[')
      continue
    }
    const record = current as Record<string, unknown>
    const entries: [string, unknown][] = []
    for (const key of Object.keys(record).sort()) {
      const field = toJsonValue(record[key], key)
      if (isWritable(field)) entries.push([key, field])
    }
    tasks.push('}')
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, field] = entries[i] as [string, unknown]
      tasks.push({ value: field })
      tasks.push(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`)
    }
    tasks.push('{')
  }
  return out
}

type Task = string | { value: unknown } | { close: object }

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function isWritable(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol'
}

/** A Date (or anything else with toJSON) is written as JSON.stringify would write it. */
function toJsonValue(value: unknown, key: string): unknown {
  if (typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON(key: string): unknown }).toJSON(key)
  }
  if (typeof value === 'bigint') throw new TypeError('canonicalJson: a BigInt has no JSON form')
  return value
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
