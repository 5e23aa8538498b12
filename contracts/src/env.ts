import type { Static, TObject } from 'typebox/type'
import * as Type from 'typebox/type'
import Value from 'typebox/value'

/**
 * Reads a service's configuration from environment variables: converts
 * strings to the schema's types, fills defaults, and refuses to boot with a
 * message naming every bad variable. Secrets have no default in any schema.
 */
export function readEnv<Schema extends TObject>(
  schema: Schema,
  env: Record<string, string | undefined>,
): Static<Schema> {
  const known: Record<string, unknown> = {}
  for (const key of Object.keys(schema.properties)) {
    const value = env[key]
    if (value !== undefined && value !== '') known[key] = value
  }
  const withDefaults = Value.Default(schema, known)
  const converted = Value.Convert(schema, withDefaults)
  if (Value.Check(schema, converted)) return converted as Static<Schema>
  const problems = [...Value.Errors(schema, converted)].map(
    (e) => `${e.instancePath.slice(1) || '(root)'}: ${e.message}`,
  )
  throw new Error(`Invalid configuration: ${problems.join('; ')}`)
}

/** pino's levels, plus silent to turn logging off (tests). */
export const LogLevel = Type.Union(
  [
    Type.Literal('fatal'),
    Type.Literal('error'),
    Type.Literal('warn'),
    Type.Literal('info'),
    Type.Literal('debug'),
    Type.Literal('trace'),
    Type.Literal('silent'),
  ],
  { default: 'info' },
)
