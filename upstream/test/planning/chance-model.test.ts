import { BAND_FLOOR, bandOf, CHANCE_TEXT } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { Random } from '../../src/dataset/generate/prng.js'
import {
  admissionProbability,
  phi,
  planChange,
  predict,
  rescale,
  sampleSd,
  spreadOf,
  unitStats,
  verdict,
} from '../../src/modules/planning/chance-model.js'
import { explainChance } from '../../src/modules/planning/explain.js'
import { CANDIDATES, past } from './fixtures.js'

describe('the chance model, step by step (docs/chance-model.md)', () => {
  it('rescales a past minimum rank to this year by the cohort ratio to the power 0.7', () => {
    expect(rescale(1000, 90_000, 100_000)).toBeCloseTo(1000 * (100 / 90) ** 0.7, 6)
    expect(rescale(1000, 90_000, 100_000, 1)).toBeCloseTo(1111.11, 2)
  })

  it('predicts with weights 0.5 / 0.3 / 0.2, newest first, renormalised over the years present', () => {
    expect(predict([1200, 1100, 1000])).toBeCloseTo(1130, 9)
    expect(predict([1200, 1100])).toBeCloseTo((0.5 * 1200 + 0.3 * 1100) / 0.8, 9)
    expect(predict([1200])).toBe(1200)
  })

  it('reads the plan change against last year’s places plus 10, clamped to [-0.5, +1]', () => {
    expect(planChange(22, 20)).toBeCloseTo(2 / 30, 9)
    expect(planChange(100, 20)).toBe(1)
    expect(planChange(1, 20)).toBe(-0.5)
    expect(planChange(5, 0)).toBe(0)
  })

  it('floors the spread at 15% of R (17% with one year) and at 30 ranks', () => {
    expect(sampleSd([1, 2, 3])).toBeCloseTo(1, 9)
    expect(spreadOf([1000, 1010, 1020], 1000)).toBeCloseTo(150, 9)
    expect(spreadOf([1000], 1000)).toBeCloseTo(170, 9)
    expect(spreadOf([100, 101], 100)).toBe(30)
    expect(spreadOf([1000, 2000, 3000], 2000)).toBeCloseTo(1000, 9)
  })

  it('computes a unit end to end, with every input kept', () => {
    const stats = unitStats(past([1000, 1100, 1200], 20), CANDIDATES[2025], 22)
    if (!stats) throw new Error('no stats')
    const [s23, s24, s25] = [1000 * (100 / 90) ** 0.7, 1100 * (100 / 95) ** 0.7, 1200]
    const s = [s23, s24, s25]
    const r = 0.5 * s25 + 0.3 * s24 + 0.2 * s23
    const shift = 1 + 0.5 * (2 / 30)
    expect(stats.years.map((y) => y.year)).toEqual([2025, 2024, 2023])
    expect(stats.years.map((y) => y.rescaledRank)).toEqual([s25, s24, s23].map((v) => expect.closeTo(v, 6)))
    expect(stats.planChange).toBeCloseTo(2 / 30, 9)
    expect(stats.predictedRank).toBeCloseTo(r * shift, 6)
    expect(stats.spread).toBeCloseTo(Math.max(sampleSd(s), 0.15 * r * shift), 6)
    expect(admissionProbability(stats, 1100)).toBeCloseTo(phi((r * shift - 1100) / stats.spread), 12)
  })

  it('gives no statistics without history', () => {
    expect(unitStats([], 100_000, 20)).toBeUndefined()
  })

  it('is the standard normal CDF', () => {
    expect(phi(0)).toBeCloseTo(0.5, 7)
    expect(phi(1.6448536)).toBeCloseTo(0.95, 6)
    expect(phi(-1.2815516)).toBeCloseTo(0.1, 6)
  })

  it('bands at 85% / 50% / 10%', () => {
    expect(bandOf(BAND_FLOOR.保)).toBe('保')
    expect(bandOf(0.849)).toBe('稳')
    expect(bandOf(0.5)).toBe('稳')
    expect(bandOf(0.499)).toBe('冲')
    expect(bandOf(0.1)).toBe('冲')
    expect(bandOf(0.099)).toBeUndefined()
  })
})

describe('candidates against a school with a steady history (minimum rank about 10,000)', () => {
  // Minimum ranks that rescale to about 10,000 each: 10,000 × (N_y / N_2025)^0.7.
  const stats = unitStats(past([9_289, 9_647, 10_000]), CANDIDATES[2025], 20)
  if (!stats) throw new Error('no stats')

  it('far above the school’s history: 保', () => {
    const v = verdict(stats, 4_000)
    expect(v.band).toBe('保')
    expect(v.probability).toBeGreaterThan(0.999)
    expect(v.tooEasy).toBe(false)
  })

  it('far below: nothing (dropped below the 冲 floor)', () => {
    const v = verdict(stats, 16_000)
    expect(v.band).toBeUndefined()
    expect(v.probability).toBeLessThan(0.001)
  })

  it('near the predicted line: 稳 just above, 冲 just below', () => {
    expect(verdict(stats, Math.round(stats.predictedRank) - 100).band).toBe('稳')
    expect(verdict(stats, Math.round(stats.predictedRank) + 300).band).toBe('冲')
  })

  it("far too easy (R' > 4c and P > 0.999) is flagged", () => {
    expect(verdict(stats, 2_000).tooEasy).toBe(true)
  })

  it('explains itself in Chinese from its numbers', () => {
    const chance = explainChance(stats, { rankYear: 2025, planYear: 2026 }, { rank: 9_600 })
    const predicted = Math.round(stats.predictedRank)
    expect(chance.reasons[0]).toBe(CHANCE_TEXT.predicted([2023, 2024, 2025], 2025, predicted))
    expect(chance.reasons[1]).toBe(`你的位次 9,600 名，高于预测线约 ${(predicted - 9_600).toLocaleString('zh-CN')} 名`)
    expect(chance.reasons).toContain('2026年计划招生 20 人，与去年持平')
    expect(chance.years.map((y) => [y.year, y.minRank])).toEqual([
      [2025, 10_000],
      [2024, 9_647],
      [2023, 9_289],
    ])
    // Every past year rescales to about 10,000: R' = 10,000, σ = 15% of it = 1,500, P = Φ(400 / 1,500).
    expect(chance.predictedRank).toBe(10_000)
    expect(chance.spread).toBe(1_500)
    expect(chance.probability).toBeCloseTo(0.6051, 3)
    expect(chance.band).toBe('稳')
    expect(chance.reasons.at(-1)).toBe('录取概率约 61%，属于「稳」')
  })
})

describe('monotonicity (property): P never falls when the candidate’s rank improves', () => {
  it('holds for 2,000 random units and rank pairs', () => {
    const random = new Random(20260601)
    for (let i = 0; i < 2_000; i++) {
      const base = random.logUniform(50, 500_000)
      const years = random.int(1, 3)
      const ranks = Array.from({ length: years }, () => Math.round(base * random.jitter(0.15)))
      const stats = unitStats(past(ranks, random.int(1, 80)), CANDIDATES[2025], random.int(1, 120))
      if (!stats) throw new Error('no stats')
      const worse = Math.round(random.logUniform(1, 800_000))
      const better = Math.max(1, Math.round(worse * random.uniform()))
      const pBetter = admissionProbability(stats, better)
      const pWorse = admissionProbability(stats, worse)
      expect(pBetter, `unit ${ranks} at ranks ${better} < ${worse}`).toBeGreaterThanOrEqual(pWorse)
      // The band follows: a better rank never gets a harder band.
      const order = { 保: 3, 稳: 2, 冲: 1 } as const
      const bandRank = (p: number) => {
        const b = bandOf(p)
        return b ? order[b] : 0
      }
      expect(bandRank(pBetter)).toBeGreaterThanOrEqual(bandRank(pWorse))
    }
  })
})
