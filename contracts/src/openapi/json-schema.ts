import type { TSchema } from 'typebox/type'
import type { Json, JsonSchema } from './types.js'

/** Keywords whose value is one subschema. */
const ONE_SCHEMA = new Set([
  'additionalProperties',
  'contains',
  'contentSchema',
  'else',
  'if',
  'not',
  'propertyNames',
  'then',
  'unevaluatedItems',
  'unevaluatedProperties',
])
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems'])
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP = new Set(['$defs', 'dependentSchemas', 'patternProperties', 'properties'])

/**
 * The contracts' Chinese refusal message for a field. Fastify's Ajv knows the
 * keyword; in the document it becomes an extension, which every OpenAPI
 * tool accepts as an annotation (docs/openapi.md).
 */
const RENAMED: Readonly<Record<string, string>> = { errorMessage: 'x-error-message' }

export const COMPONENT_SCHEMAS = '#/components/schemas/'

/** Plain JSON, without TypeBox's non-enumerable markers (~kind, ~optional) or symbols. */
function plain(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Turns the contracts' TypeBox schemas into the document's JSON Schema.
 * TypeBox schemas already are JSON Schema 2020-12, so they embed as they
 * are; a schema the contracts export under a name becomes a $ref to
 * components/schemas/<name>, written there once, so the viewer shows
 * `WishSummary` rather than the same object in forty places. Values that are
 * data, not schemas (const, default, enum, examples), are copied untouched.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {}

  constructor(private readonly names: ReadonlyMap<object, string>) {}

  /** The schema as the document embeds it: a reference when it has a name. */
  ref(schema: TSchema): JsonSchema {
    const name = this.names.get(schema)
    if (name === undefined) return this.inline(schema)
    if (!(name in this.schemas)) {
      // Claimed before it is converted, so a schema that contains itself would end in a reference.
      this.schemas[name] = {}
      this.schemas[name] = this.inline(schema)
    }
    return { $ref: `${COMPONENT_SCHEMAS}${name}` }
  }

  /** The schema written out at this place, its named subschemas as references. */
  inline(schema: TSchema): JsonSchema {
    const out: JsonSchema = {}
    for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
      out[RENAMED[key] ?? key] = this.keyword(key, value)
    }
    return out
  }

  private keyword(key: string, value: unknown): Json {
    if (ONE_SCHEMA.has(key) || key === 'items') return this.subschema(value)
    if (SCHEMA_LIST.has(key) && Array.isArray(value)) return value.map((s) => this.subschema(s))
    if (SCHEMA_MAP.has(key) && isObject(value)) {
      const map: JsonSchema = {}
      for (const [name, s] of Object.entries(value)) map[name] = this.subschema(s)
      return map
    }
    return plain(value)
  }

  /** A subschema; a boolean schema (`items: false`) stays as it is. */
  private subschema(value: unknown): Json {
    if (Array.isArray(value)) return value.map((s) => this.subschema(s))
    return isObject(value) ? this.ref(value as TSchema) : plain(value)
  }
}

/** Whether a value is a TypeBox schema (TypeBox marks each with a non-enumerable ~kind). */
export function isTypeBoxSchema(value: unknown): value is TSchema {
  return typeof value === 'object' && value !== null && '~kind' in value
}

/**
 * The schemas a module exports, by identity: the names the document gives
 * them. An object exported under two names keeps the first.
 */
export function schemaNames(module: Readonly<Record<string, unknown>>): Map<object, string> {
  const names = new Map<object, string>()
  for (const [name, value] of Object.entries(module)) {
    if (isTypeBoxSchema(value) && !names.has(value)) names.set(value, name)
  }
  return names
}
