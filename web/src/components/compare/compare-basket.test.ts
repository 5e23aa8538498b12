import { COMPARE_MAX } from '@gaokao/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { compareBasket, setCompare, toggleCompare } from './compare-basket'

describe('the compare basket', () => {
  beforeEach(() => setCompare([]))

  it('adds and removes colleges, and refuses one more than the maximum without changing', () => {
    for (let id = 1; id <= COMPARE_MAX; id++) expect(toggleCompare(id)).toBe('added')
    expect(toggleCompare(99)).toBe('full')
    expect(compareBasket.ids).toEqual(Array.from({ length: COMPARE_MAX }, (_, i) => i + 1))
    expect(toggleCompare(2)).toBe('removed')
    expect(toggleCompare(99)).toBe('added')
    expect(compareBasket.ids).toContain(99)
  })

  it('keeps no duplicates and at most the maximum when replaced', () => {
    setCompare([3, 3, 1, 2, 5, 6, 7])
    expect(compareBasket.ids).toEqual([3, 1, 2, 5].slice(0, COMPARE_MAX))
  })
})
