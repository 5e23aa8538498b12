// The package's root, not typebox/type: the web's tests resolve that to the shim, as its build does.
import * as Real from 'typebox'
import { describe, expect, it } from 'vitest'
import * as Shim from './typebox-shim'

/** The JSON Schema keywords, without TypeBox's own `~`-prefixed markers. */
const plain = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema, (key, value) => (key.startsWith('~') ? undefined : value)))

describe('the web build’s typebox shim', () => {
  it('builds the same JSON Schema as TypeBox for the builders contracts use', () => {
    const build = (T: typeof Real) =>
      T.Object(
        {
          name: T.String({ minLength: 1, maxLength: 20 }),
          score: T.Integer({ minimum: 0, maximum: 750 }),
          ratio: T.Optional(T.Number()),
          member: T.Boolean(),
          note: T.Union([T.String(), T.Null()]),
          batch: T.Union([T.Literal('本科批'), T.Literal('专科批')]),
          ids: T.Array(T.Integer(), { maxItems: 3 }),
          extra: T.Optional(T.Record(T.String(), T.Integer())),
          level: T.Enum(['本科', '专科']),
          raw: T.Unsafe<string>({ type: 'string', format: 'date' }),
        },
        { additionalProperties: false },
      )
    // TypeBox may write keywords in another order; compare as sets of facts.
    expect(plain(build(Shim as unknown as typeof Real))).toEqual(plain(build(Real)))
  })

  it('marks optional properties as not required', () => {
    const schema = Shim.Object({ a: Shim.String(), b: Shim.Optional(Shim.Integer()) })
    expect(schema.required).toEqual(['a'])
  })
})
