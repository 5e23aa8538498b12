import { describe, expect, it } from 'vitest'
import { goalsMissed, medianScores, needsAnotherRun } from './majority-verdict.mjs'

const GOALS = { performance: 85, accessibility: 95 }
const run = (performance, accessibility = 100) => ({ performance, accessibility })

describe('the median of up to three Lighthouse runs', () => {
  it('asks for a second run after the first, whatever it scored', () => {
    expect(needsAnotherRun([run(99)], GOALS, 3)).toBe(true)
    expect(needsAnotherRun([run(40)], GOALS, 3)).toBe(true)
  })

  it('stops after two runs that both meet every goal, and passes', () => {
    const runs = [run(90), run(86)]
    expect(needsAnotherRun(runs, GOALS, 3)).toBe(false)
    expect(goalsMissed(runs, GOALS)).toEqual([])
  })

  it('stops after two runs that both miss a goal, and fails on that goal only', () => {
    const runs = [run(80), run(84)]
    expect(needsAnotherRun(runs, GOALS, 3)).toBe(false)
    expect(goalsMissed(runs, GOALS)).toEqual(['performance'])
  })

  it('takes a third run when the first two split on any goal, and the third decides', () => {
    const split = [run(90), run(80)]
    expect(needsAnotherRun(split, GOALS, 3)).toBe(true)
    expect(goalsMissed([...split, run(85)], GOALS)).toEqual([])
    expect(goalsMissed([...split, run(84)], GOALS)).toEqual(['performance'])
    expect(needsAnotherRun([...split, run(84)], GOALS, 3)).toBe(false)
  })

  it('splits on accessibility count as much as on performance', () => {
    expect(needsAnotherRun([run(99, 96), run(99, 94)], GOALS, 3)).toBe(true)
    expect(goalsMissed([run(99, 96), run(99, 94), run(99, 90)], GOALS)).toEqual(['accessibility'])
  })

  it('with one run allowed, that run decides', () => {
    expect(needsAnotherRun([run(84)], GOALS, 1)).toBe(false)
    expect(goalsMissed([run(84)], GOALS)).toEqual(['performance'])
    expect(goalsMissed([run(85)], GOALS)).toEqual([])
  })

  it('reports the median of three, and the lower of two that agree', () => {
    expect(medianScores([run(90), run(70), run(86)], GOALS).performance).toBe(86)
    expect(medianScores([run(92), run(88)], GOALS).performance).toBe(88)
  })
})
