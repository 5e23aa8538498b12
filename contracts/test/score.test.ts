import { describe, expect, it } from 'vitest'
import { isValidScore, rankLookupError, scoreError, shouldLookUpRank } from '../src/rules/score.js'

describe('score: an integer 0-750', () => {
  it.each([0, 1, 600, 750])('accepts %s', (score) => {
    expect(isValidScore(score)).toBe(true)
    expect(scoreError(score)).toBeUndefined()
    expect(scoreError(String(score))).toBeUndefined()
  })

  it.each([-1, 751, 600.5, Number.NaN])('refuses %s', (score) => {
    expect(isValidScore(score)).toBe(false)
  })

  it.each(['-1', '751', '600.5', 'abc', '6e2'])('answers 请输入0-750之间的整数 for %s', (text) => {
    expect(scoreError(text)).toBe('请输入0-750之间的整数')
  })

  it('asks for a score when empty', () => {
    expect(scoreError('')).toBe('请输入分数')
    expect(scoreError(null)).toBe('请输入分数')
  })

  it('looks up the rank only above 100', () => {
    expect(shouldLookUpRank(100)).toBe(false)
    expect(shouldLookUpRank(101)).toBe(true)
    expect(shouldLookUpRank(751)).toBe(false)
  })

  it('says why 100 and below get no rank', () => {
    expect(rankLookupError(100)).toBe('分数需高于100分才能查位次')
    expect(rankLookupError(0)).toBe('分数需高于100分才能查位次')
    expect(rankLookupError(101)).toBeUndefined()
  })
})
