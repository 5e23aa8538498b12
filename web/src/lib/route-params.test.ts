import { EvaluationId, SchoolId } from '@gaokao/contracts'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { idParams, idParamsWithin } from './route-params'

const refusal = (parse: () => unknown) => {
  try {
    parse()
  } catch (error) {
    return isNotFound(error) ? 'notFound' : error
  }
  return 'parsed'
}

describe('detail ids in the path', () => {
  it('a positive integer of up to ten digits is an id; anything else is the 404 page', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 })
    for (const id of ['0', '-1', 'abc', '1e3', '01', '12345678901']) {
      expect({ id, result: refusal(() => idParams.parse({ id })) }).toEqual({ id, result: 'notFound' })
    }
  })

  it.each([
    ['SchoolId', SchoolId],
    ['EvaluationId', EvaluationId],
  ])("an id past %s's maximum is the 404 page, not a call refused with 参数超出范围", (_name, schema) => {
    const params = idParamsWithin(schema)
    const maximum = (schema as { maximum?: number }).maximum ?? 0
    expect(maximum).toBeGreaterThan(0)
    expect(params.parse({ id: String(maximum) })).toEqual({ id: maximum })
    expect(refusal(() => params.parse({ id: String(maximum + 1) }))).toBe('notFound')
  })
})
