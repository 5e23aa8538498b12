import { describe, expect, it } from 'vitest'
import { axisBounds, niceStep, RANK_AXIS, SCORE_AXIS } from './axis-bounds'

describe('axisBounds', () => {
  it('keeps five places of rank (154-159) from filling the axis: a tenth of the rank either side', () => {
    const bounds = axisBounds([154, 159, 157], RANK_AXIS)
    expect(bounds).toBeDefined()
    const { min, max } = bounds as { min: number; max: number }
    expect(min).toBeLessThanOrEqual(154 - 15)
    expect(max).toBeGreaterThanOrEqual(159 + 15)
    // The five places take at most a sixth of the axis, not all of it.
    expect(5 / (max - min)).toBeLessThan(1 / 6)
    expect(min).toBeGreaterThanOrEqual(0)
  })

  it('a score axis neither starts at 0 nor makes 5 points fill it', () => {
    const { min, max } = axisBounds([600, 605, 602], SCORE_AXIS) as { min: number; max: number }
    expect(min).toBeGreaterThan(500)
    expect(max - min).toBeGreaterThanOrEqual(30)
    expect(min).toBeLessThanOrEqual(600)
    expect(max).toBeGreaterThanOrEqual(605)
  })

  it('pads a wide range by a tenth of it, on round steps', () => {
    expect(axisBounds([470, 620], SCORE_AXIS)).toEqual({ min: 450, max: 650 })
    expect(axisBounds([5_000, 30_000], RANK_AXIS)).toEqual({ min: 0, max: 40_000 })
  })

  it('stays within what the figure can be: no score above 750, no rank below 0', () => {
    const top = axisBounds([745, 748], SCORE_AXIS) as { min: number; max: number }
    expect(top.max).toBe(750)
    expect(top.max - top.min).toBeGreaterThanOrEqual(30)
    const best = axisBounds([1, 3], RANK_AXIS) as { min: number; max: number }
    expect(best.min).toBe(0)
    expect(best.max).toBeGreaterThanOrEqual(20)
  })

  it('ignores gaps and answers nothing for no numbers', () => {
    expect(axisBounds([null, undefined], SCORE_AXIS)).toBeUndefined()
    expect(axisBounds([null, 600, undefined, 610], SCORE_AXIS)).toEqual(axisBounds([600, 610], SCORE_AXIS))
  })

  it('contains every value it was given (random ranges)', () => {
    let seed = 1
    const next = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    for (let i = 0; i < 500; i++) {
      const a = Math.floor(next() * 750)
      const b = Math.min(750, a + Math.floor(next() * 40))
      const { min, max } = axisBounds([a, b], SCORE_AXIS) as { min: number; max: number }
      expect(min).toBeLessThanOrEqual(a)
      expect(max).toBeGreaterThanOrEqual(b)
      expect(max - min).toBeGreaterThanOrEqual(30)
    }
  })
})

describe('niceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.3)).toBe(1)
    expect(niceStep(3)).toBe(5)
    expect(niceStep(12)).toBe(20)
    expect(niceStep(4_300)).toBe(5_000)
    expect(niceStep(7_000)).toBe(10_000)
  })
})
