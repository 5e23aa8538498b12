/**
 * What the web needs of `typebox/type` at run time, and no more.
 *
 * The SPA imports endpoint definitions from @gaokao/contracts for their paths,
 * methods and cache policies; their TypeBox schemas matter to it as
 * TypeScript types and for a few keywords read at run time (an id's
 * `maximum`, lib/route-params.ts). TypeBox's builders cost about 40 kB of
 * first-load JS on every route, so the web's build and its unit tests point
 * `typebox/type` here (build/typebox-shim-alias.ts): the same calls build
 * plain JSON Schema objects. Types still
 * come from TypeBox itself; upstream and bff validate with the real thing.
 * Each builder is marked free of side effects (`#__NO_SIDE_EFFECTS__`), so the
 * bundler drops the schemas nothing reads (build/strip-endpoint-schemas.ts).
 * docs/performance-budgets.md explains the budget this serves.
 */
type Options = Record<string, unknown>
type Schema = Record<string, unknown>

const OPTIONAL = '~optional'

const stringSchema = /*#__NO_SIDE_EFFECTS__*/ (options: Options = {}): Schema => ({ type: 'string', ...options })
const integerSchema = /*#__NO_SIDE_EFFECTS__*/ (options: Options = {}): Schema => ({ type: 'integer', ...options })
const numberSchema = /*#__NO_SIDE_EFFECTS__*/ (options: Options = {}): Schema => ({ type: 'number', ...options })
const booleanSchema = /*#__NO_SIDE_EFFECTS__*/ (options: Options = {}): Schema => ({ type: 'boolean', ...options })
const nullSchema = /*#__NO_SIDE_EFFECTS__*/ (options: Options = {}): Schema => ({ type: 'null', ...options })
const literalSchema = /*#__NO_SIDE_EFFECTS__*/ (value: string | number | boolean, options: Options = {}): Schema => ({
  const: value,
  type: typeof value,
  ...options,
})
const unionSchema = /*#__NO_SIDE_EFFECTS__*/ (anyOf: Schema[], options: Options = {}): Schema => ({ anyOf, ...options })
const arraySchema = /*#__NO_SIDE_EFFECTS__*/ (items: Schema, options: Options = {}): Schema => ({
  type: 'array',
  items,
  ...options,
})
const optionalSchema = /*#__NO_SIDE_EFFECTS__*/ (schema: Schema): Schema => ({ ...schema, [OPTIONAL]: true })
const unsafeSchema = /*#__NO_SIDE_EFFECTS__*/ (options: Options = {}): Schema => ({ ...options })
const recordSchema = /*#__NO_SIDE_EFFECTS__*/ (_key: Schema, value: Schema, options: Options = {}): Schema => ({
  type: 'object',
  patternProperties: { '^.*$': value },
  ...options,
})
const enumSchema = /*#__NO_SIDE_EFFECTS__*/ (values: Options | unknown[], options: Options = {}): Schema => ({
  enum: Array.isArray(values) ? values : Object.values(values),
  ...options,
})

/*#__NO_SIDE_EFFECTS__*/ function objectSchema(properties: { [key: string]: Schema }, options: Options = {}): Schema {
  const required = Object.keys(properties).filter((key) => properties[key]?.[OPTIONAL] !== true)
  return { type: 'object', properties, required, ...options }
}

export {
  arraySchema as Array,
  booleanSchema as Boolean,
  enumSchema as Enum,
  integerSchema as Integer,
  literalSchema as Literal,
  nullSchema as Null,
  numberSchema as Number,
  objectSchema as Object,
  optionalSchema as Optional,
  recordSchema as Record,
  stringSchema as String,
  unionSchema as Union,
  unsafeSchema as Unsafe,
}
