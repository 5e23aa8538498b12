import type { SchemaValidationError } from './request-errors.js'

/**
 * A compiled JSON-schema validator as Ajv builds it and Fastify calls it:
 * true or false, its complaints on `errors`. Coercion and defaults change the
 * data in place.
 */
export interface CompiledValidator {
  (data: unknown): boolean
  errors?: readonly SchemaValidationError[] | null
}

/** Finite and within ±2^53: what a double holds exactly, and far past every field's range. */
export function isSafeNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
}

/**
 * Wraps a validator so that data it accepts is refused when a number in it
 * is not finite or past ±2^53. Ajv turns the strings "Infinity" and "1e400"
 * into Infinity when it coerces types, and skips minimum and maximum for a
 * number that is not finite, so both reached handlers and SQLite (a 500);
 * a value past 2^53 is no longer the integer the client sent. One check
 * after validation covers every field of every contract, present and future
 * (docs/api-conventions.md, "Hostile bodies").
 */
export function refusingUnsafeNumbers(validate: CompiledValidator, schema: unknown): CompiledValidator {
  const checked: CompiledValidator = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors ?? null
      return false
    }
    const found = unsafeNumberIn(data)
    checked.errors = found ? [unsafeNumberError(found, schema)] : null
    return found === undefined
  }
  return checked
}

interface Found {
  value: number
  /** Keys from the root down to the number. */
  path: string[]
}

interface Visit {
  value: unknown
  key: string
  parent: Visit | undefined
}

/**
 * The first number (in document order) that is not safe, walking plain
 * objects and arrays with a stack of its own: no recursion, whatever the
 * depth. Parents are linked, so a path is built only for the one found.
 */
export function unsafeNumberIn(root: unknown): Found | undefined {
  const stack: Visit[] = [{ value: root, key: '', parent: undefined }]
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value } = visit
    if (typeof value === 'number') {
      if (!isSafeNumber(value)) return { value, path: pathOf(visit) }
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], key: String(i), parent: visit })
    } else if (isPlainObject(value)) {
      const keys = Object.keys(value)
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string
        stack.push({ value: value[key], key, parent: visit })
      }
    }
  }
  return undefined
}

/**
 * Objects JSON and query parsing make: Fastify's query objects inherit from
 * a prototype-less object, so that counts too. Class instances (a Buffer, a
 * file) are not data to look into.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null
}

function pathOf(visit: Visit): string[] {
  const path: string[] = []
  for (let v: Visit | undefined = visit; v?.parent !== undefined; v = v.parent) path.push(v.key)
  return path.reverse()
}

/**
 * A complaint shaped like Ajv's, so validationMessage answers with the
 * field's own errorMessage (a score: 请输入0-750之间的整数) or a range message
 * naming it.
 */
function unsafeNumberError({ value, path }: Found, schema: unknown): SchemaValidationError {
  const above = !(value < 0)
  return {
    keyword: above ? 'maximum' : 'minimum',
    instancePath: path.map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join(''),
    params: { comparison: above ? '<=' : '>=', limit: above ? Number.MAX_SAFE_INTEGER : -Number.MAX_SAFE_INTEGER },
    parentSchema: schemaAt(schema, path),
    // Fastify builds its error's message from this one.
    message: 'must be a finite number within ±2^53',
  } as SchemaValidationError
}

type SchemaNode = { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] }

/** The field schema a path leads to (through properties, items and union branches), if the schema declares it. */
function schemaAt(schema: unknown, path: readonly string[]): unknown {
  let node: unknown = schema
  for (const key of path) {
    node = childSchema(node, key)
    if (node === undefined) return undefined
  }
  return node
}

function childSchema(node: unknown, key: string): unknown {
  if (typeof node !== 'object' || node === null) return undefined
  const { properties, items, anyOf } = node as SchemaNode
  if (properties && Object.hasOwn(properties, key)) return properties[key]
  if (typeof items === 'object' && items !== null && !Array.isArray(items)) return items
  for (const branch of anyOf ?? []) {
    const child = childSchema(branch, key)
    if (child !== undefined) return child
  }
  return undefined
}
