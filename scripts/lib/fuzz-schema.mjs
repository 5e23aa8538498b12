/**
 * Plausible values for a contract's body schema (TypeBox's JSON Schema), so
 * a hostile field travels beside fields that pass: the request then gets as
 * far into the handler as that one field lets it.
 */

/** Values real users send for common fields: with them a sampled call reaches real queries instead of a 404 refusal. */
const FIELD_HINTS = {
  province: ['江苏', '山东', '北京', '河南', '广东'],
  year: [2023, 2024, 2025],
  gkYear: [2025, 2026],
  track: ['物理类', '历史类', '综合'],
  xk: ['物/化/生', '物/化/地', '史/政/地'],
  cc: ['本科', '专科'],
  batch: ['本科批', '专科批'],
  name: ['南京', '计算机', '医生'],
}

/** Every character a one-character class like [a-f0-9] allows (ranges expanded). */
function classChars(body) {
  const chars = []
  for (let i = 0; i < body.length; i++) {
    if (body[i + 1] === '-' && i + 2 < body.length) {
      for (let c = body.charCodeAt(i); c <= body.charCodeAt(i + 2); c++) chars.push(String.fromCharCode(c))
      i += 2
    } else chars.push(body[i])
  }
  return chars
}

/**
 * The pattern as atoms with repeat bounds, for the subset contracts use:
 * ^ $, literals, \d \s, [classes], and ? * + {n} {n,m}. Undefined for
 * anything else (groups, alternation), which sampling then leaves alone.
 */
export function parsePattern(pattern) {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return undefined
  const source = pattern.slice(1, -1)
  const atoms = []
  let i = 0
  while (i < source.length) {
    let chars
    const c = source[i]
    if (c === '\\') {
      const e = source[i + 1]
      chars = e === 'd' ? classChars('0-9') : e === 's' ? [' '] : e === undefined ? undefined : [e]
      i += 2
    } else if (c === '[') {
      const end = source.indexOf(']', i)
      if (end === -1 || source[i + 1] === '^') return undefined
      chars = classChars(source.slice(i + 1, end))
      i = end + 1
    } else if ('()|.*+?{}'.includes(c)) {
      return undefined
    } else {
      chars = [c]
      i += 1
    }
    if (!chars) return undefined
    let min = 1
    let max = 1
    const q = source[i]
    if (q === '?' || q === '*' || q === '+') {
      min = q === '+' ? 1 : 0
      max = q === '?' ? 1 : Number.POSITIVE_INFINITY
      i += 1
    } else if (q === '{') {
      const end = source.indexOf('}', i)
      const m = /^(\d+)(?:,(\d*))?$/.exec(source.slice(i + 1, end))
      if (end === -1 || !m) return undefined
      min = Number(m[1])
      max = m[2] === undefined ? min : m[2] === '' ? Number.POSITIVE_INFINITY : Number(m[2])
      i = end + 1
    }
    atoms.push({ chars, min, max })
  }
  return atoms
}

/** A string the pattern matches, or undefined when parsePattern cannot read it. */
export function sampleOfPattern(pattern, rng) {
  const atoms = parsePattern(pattern)
  if (!atoms) return undefined
  return atoms
    .map(({ chars, min, max }) => {
      // Optional spaces (\s*) stay empty: padding is not what a sample is for.
      const top = chars.length === 1 && chars[0] === ' ' ? min : Math.min(max, min + 3)
      const count = rng.int(min, Math.max(min, top))
      return Array.from({ length: count }, () => rng.pick(chars)).join('')
    })
    .join('')
}

function fits(schema, value) {
  if (schema.type === 'string') {
    return (
      typeof value === 'string' &&
      value.length >= (schema.minLength ?? 0) &&
      value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
      schema.pattern === undefined
    )
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return (
      typeof value === 'number' &&
      value >= (schema.minimum ?? Number.NEGATIVE_INFINITY) &&
      value <= (schema.maximum ?? Number.POSITIVE_INFINITY)
    )
  }
  return false
}

/** A value the schema accepts, as far as this sampler knows schemas (see parsePattern). */
export function sampleOf(schema, rng, name = '') {
  const branches = schema.anyOf ?? schema.oneOf
  if (branches) return sampleOf(rng.pick(branches), rng, name)
  if ('const' in schema) return schema.const
  if (schema.enum) return rng.pick(schema.enum)
  const hint = FIELD_HINTS[name]?.filter((value) => fits(schema, value))
  if (hint?.length) return rng.pick(hint)
  switch (schema.type) {
    case 'object': {
      const out = {}
      const required = new Set(schema.required ?? [])
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.5)) out[key] = sampleOf(property, rng, key)
      }
      return out
    }
    case 'array': {
      const min = schema.minItems ?? 0
      const count = rng.int(min, Math.max(min, Math.min(schema.maxItems ?? 3, 3)))
      const items = Array.from({ length: count }, () => sampleOf(schema.items ?? {}, rng, name))
      if (!schema.uniqueItems) return items
      return [...new Map(items.map((item) => [JSON.stringify(item), item])).values()]
    }
    case 'string': {
      if (schema.pattern) return sampleOfPattern(schema.pattern, rng) ?? 'a'
      const min = schema.minLength ?? 1
      const length = rng.int(min, Math.max(min, Math.min(schema.maxLength ?? 6, 6)))
      return '测'.repeat(length)
    }
    case 'integer': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1
      const high = Math.min(schema.maximum ?? low + 1000, low + 1000)
      // Small values mostly: page 1 of a list, an id that exists.
      return rng.chance(0.7) ? rng.int(low, Math.min(high, low + 10)) : rng.int(low, high)
    }
    case 'number': {
      const low = schema.minimum ?? 0
      const high = Math.min(schema.maximum ?? low + 1000, low + 1000)
      return Math.min(high, Math.round((low + rng.next() * (high - low)) * 10) / 10)
    }
    case 'boolean':
      return rng.chance(0.5)
    case 'null':
      return null
    default:
      return 'x'
  }
}

/** The properties of an object schema, with whether each is required. */
export function fieldsOf(schema) {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }))
}
