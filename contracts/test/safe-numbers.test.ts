import { describe, expect, it } from 'vitest'
import { validationMessage } from '../src/request-errors.js'
import { type CompiledValidator, refusingUnsafeNumbers, unsafeNumberIn } from '../src/safe-numbers.js'
import { Score } from '../src/schemas.js'

const accepting: CompiledValidator = () => true

describe('unsafeNumberIn: the first number not finite or past ±2^53', () => {
  it('finds it by its path, in document order', () => {
    expect(unsafeNumberIn({ a: 1, b: [2, Number.POSITIVE_INFINITY], c: Number.NaN })).toEqual({
      value: Number.POSITIVE_INFINITY,
      path: ['b', '1'],
    })
    expect(unsafeNumberIn({ id: 2 ** 53 + 2 })?.path).toEqual(['id'])
    expect(unsafeNumberIn({ a: 1.5, b: [-(2 ** 53 - 1)], c: 'Infinity' })).toBeUndefined()
  })

  it('looks into query objects (their prototype has none), not into class instances', () => {
    const query = Object.create(Object.create(null)) as Record<string, unknown>
    query.id = Number.POSITIVE_INFINITY
    expect(unsafeNumberIn(query)?.path).toEqual(['id'])
    expect(unsafeNumberIn({ file: new Float64Array([Number.NaN]) })).toBeUndefined()
  })

  it('looks under a __proto__ key JSON.parse made an own property', () => {
    expect(unsafeNumberIn(JSON.parse('{"__proto__":{"x":1e400}}'))?.path).toEqual(['__proto__', 'x'])
  })

  it('walks 100,000 nested arrays without recursion', () => {
    let deep: unknown = [Number.NEGATIVE_INFINITY]
    for (let i = 0; i < 100_000; i += 1) deep = [deep]
    expect(unsafeNumberIn(deep)?.path).toHaveLength(100_001)
  })
})

describe('refusingUnsafeNumbers: a validator that also refuses them', () => {
  it('answers with the field schema, so the message is the field’s own', () => {
    const schema = { type: 'object', properties: { score: Score } }
    const validate = refusingUnsafeNumbers(accepting, schema)
    expect(validate({ score: Number.POSITIVE_INFINITY })).toBe(false)
    expect(validationMessage(validate.errors ?? [])).toBe('请输入0-750之间的整数')
    expect(validate({ score: 600 })).toBe(true)
    expect(validate.errors).toBeNull()
  })

  it('names a field the schema does not declare', () => {
    const validate = refusingUnsafeNumbers(accepting, { type: 'object', properties: {} })
    expect(validate({ extra: [Number.NEGATIVE_INFINITY] })).toBe(false)
    expect(validationMessage(validate.errors ?? [])).toBe('参数超出范围：extra.0')
  })

  it('passes the wrapped validator’s own refusal on', () => {
    const refusing: CompiledValidator = Object.assign(() => false, {
      errors: [{ keyword: 'type', instancePath: '/a', params: {} }],
    })
    const validate = refusingUnsafeNumbers(refusing, {})
    expect(validate({ a: Number.POSITIVE_INFINITY })).toBe(false)
    expect(validate.errors).toEqual(refusing.errors)
  })
})
