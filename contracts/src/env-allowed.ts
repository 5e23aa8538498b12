/**
 * What a configuration variable accepts, in words, for the one-line message
 * that refuses a bad value: the schema's own `allowed` text when it has one
 * (a rule no keyword states, such as a list of origins), otherwise read off
 * its keywords.
 */
export function allowedValues(schema: Readonly<Record<string, unknown>>): string {
  if (typeof schema.allowed === 'string') return schema.allowed
  const choices = Array.isArray(schema.anyOf) ? schema.anyOf.map((s: { const?: unknown }) => s?.const) : []
  if (choices.length > 0 && choices.every((c) => typeof c === 'string')) return `one of ${choices.join(', ')}`
  if (schema.type === 'integer' || schema.type === 'number') {
    const what = schema.type === 'integer' ? 'an integer' : 'a number'
    const { minimum, maximum } = schema
    if (typeof minimum === 'number' && typeof maximum === 'number') return `${what} from ${minimum} to ${maximum}`
    if (typeof minimum === 'number') return `${what} of at least ${minimum}`
    if (typeof maximum === 'number') return `${what} of at most ${maximum}`
    return what
  }
  if (typeof schema.maxLength === 'number') return `text of at most ${schema.maxLength} characters`
  if (typeof schema.pattern === 'string') return `text matching ${schema.pattern}`
  return 'text'
}
