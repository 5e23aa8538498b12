import type { Static, TObject } from 'typebox/type'
import * as Type from 'typebox/type'
import Value from 'typebox/value'
import { allowedValues } from './env-allowed.js'
import { ConfigError } from './env-error.js'

export { ConfigError } from './env-error.js'
export { type ListenTarget, listenFailure } from './env-listen.js'

export interface ReadEnvOptions {
  /** The variable a setting was read from, when it has another name (UPSTREAM_PORT for PORT). */
  names?: Readonly<Record<string, string>>
}

/**
 * Reads a service's configuration from environment variables: converts
 * strings to the schema's types, fills defaults, and refuses to boot with a
 * ConfigError naming every bad variable and what it allows. Values are not
 * repeated in the message: some are secrets. Secrets have no default in any
 * schema.
 */
export function readEnv<Schema extends TObject>(
  schema: Schema,
  env: Record<string, string | undefined>,
  options: ReadEnvOptions = {},
): Static<Schema> {
  const known: Record<string, unknown> = {}
  const notNumbers = new Set<string>()
  for (const key of Object.keys(schema.properties)) {
    const value = env[key]
    if (value === undefined || value === '') continue
    const property = schema.properties[key] as { type?: unknown }
    if (!isNumeric(property)) known[key] = value
    else if (isPlainNumber(property, value)) known[key] = Number(value)
    else notNumbers.add(key)
  }
  const withDefaults = Value.Default(schema, known)
  const converted = Value.Convert(schema, withDefaults)
  if (notNumbers.size === 0 && Value.Check(schema, converted)) return converted as Static<Schema>
  // A union reports once per member: one entry per variable, in the schema's order.
  const bad = new Set([
    ...notNumbers,
    ...[...Value.Errors(schema, converted)].map((e) => e.instancePath.split('/')[1] ?? ''),
  ])
  const problems = Object.keys(schema.properties)
    .filter((key) => bad.has(key))
    .map(
      (key) =>
        `${options.names?.[key] ?? key} must be ${allowedValues(schema.properties[key] as Record<string, unknown>)}`,
    )
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}

function isNumeric(schema: { type?: unknown }): boolean {
  return schema.type === 'integer' || schema.type === 'number'
}

/**
 * A numeric setting written plainly as a number. TypeBox's own conversion
 * would read 1.5 as the integer 1; anything else stays a string and is
 * refused.
 */
function isPlainNumber(schema: { type?: unknown }, value: string): boolean {
  const pattern = schema.type === 'integer' ? /^-?\d+$/ : /^-?(?:\d+\.?\d*|\.\d+)$/
  return pattern.test(value.trim())
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

/**
 * Only the values Node tooling knows, spelled as it compares them: a
 * `PRODUCTION` or `prod` is refused rather than run as development, where
 * the QA replay modes are allowed (docs/configuration.md).
 */
export const NodeEnv = Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
  default: 'development',
})

/**
 * A host name (labels of letters, digits and hyphens, which covers IPv4) or
 * an IPv6 address (hex groups and colons, an IPv4 tail, a zone): no port,
 * scheme or path.
 */
const HOST_PATTERN =
  '^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|(?=[^%]*:)[0-9A-Fa-f:]+(?:\\d{1,3}(?:\\.\\d{1,3}){3})?(?:%[\\w.-]+)?)$'

/** The address a server listens on. Whether it is one of this machine's shows when listening (listenFailure). */
export function ListenHost(fallback: string) {
  return Type.String({
    pattern: HOST_PATTERN,
    default: fallback,
    allowed: 'an IP address or a host name of this machine, e.g. 0.0.0.0, 127.0.0.1 or ::',
  })
}
