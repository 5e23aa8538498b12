import { BAND_FLOOR, ORDER_GAP, safeLinesNeeded, TABLE_RISK_CORRELATION, TABLE_RISK_TEXT } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { phi } from '../../src/modules/planning/chance-model.js'
import { normalQuantile } from '../../src/modules/planning/normal-quantile.js'
import { admitShares, type RiskInputLine, tableRisk } from '../../src/modules/planning/table-risk.js'

/** A table of lines with these P, in this order, each naming its own unit. */
function table(...probabilities: readonly (number | null)[]): RiskInputLine[] {
  return probabilities.map((probability, i) => ({ lineId: 100 + i, position: i + 1, key: `u${i}`, probability }))
}

describe('the whole-table judgement (docs/table-risk.md)', () => {
  it('under independence, two lines of P .5 admit with 1 - .5 × .5 = .75, the first taking .5 and the second .25', () => {
    const shares = admitShares([0.5, 0.5], 0)
    expect(shares[0]).toBeCloseTo(0.5, 12)
    expect(shares[1]).toBeCloseTo(0.25, 12)
    const risk = tableRisk(table(0.5, 0.5), 40, 0)
    expect(risk.admitted).toBeCloseTo(0.75, 12)
    expect(risk.slideRisk).toBeCloseTo(0.25, 12)
    expect(risk.admittedIfIndependent).toBeCloseTo(0.75, 12)
  })

  it('with correlation ρ, two lines of P .5 both fail with 1/4 + asin(ρ)/2π (the orthant probability)', () => {
    for (const rho of [0.2, 0.5, 0.8]) {
      const bothFail = 0.25 + Math.asin(rho) / (2 * Math.PI)
      const risk = tableRisk(table(0.5, 0.5), 40, rho)
      expect(risk.slideRisk).toBeCloseTo(bothFail, 5)
      // The first line still admits with its own P: the order only decides who takes the rest.
      expect(risk.lines[0]?.admitShare).toBeCloseTo(0.5, 5)
    }
  })

  it('with the rule correlation, lies between the best single line and the independent bound, whatever the order', () => {
    const ps = [0.2, 0.35, 0.6, 0.7, 0.9, 0.93]
    const risk = tableRisk(table(...ps), 40)
    expect(TABLE_RISK_CORRELATION).toBeGreaterThan(0)
    expect(risk.admitted).toBeGreaterThan(Math.max(...ps))
    expect(risk.admitted).toBeLessThan(risk.admittedIfIndependent)
    expect(risk.admittedIfIndependent).toBeCloseTo(1 - ps.reduce((m, p) => m * (1 - p), 1), 12)
    const reversed = tableRisk(table(...[...ps].reverse()), 40)
    expect(reversed.admitted).toBeCloseTo(risk.admitted, 9)
    // Almost one event: the table is worth about its best line.
    expect(tableRisk(table(...ps), 40, 0.999).admitted).toBeCloseTo(0.93, 1)
  })

  it('shows a 选科不符 line with P 0 and its reason, and leaves it out of the chance and the counts', () => {
    const lines = table(0.6, 0.9, 0.3)
    const reason = '选科不符：要求物理+化学，你的选科为物理生物地理'
    lines[1] = { ...lines[1], blocked: { kind: 'subject', reason } } as RiskInputLine
    const risk = tableRisk(lines, 40, 0)
    expect(risk.lines[1]).toMatchObject({ probability: 0, admitShare: 0, excluded: 'subject', reason })
    expect(risk.admitted).toBeCloseTo(1 - 0.4 * 0.7, 12)
    expect(risk.counts).toEqual({ 冲: 1, 稳: 1, 保: 0, none: 1 })
    expect(risk.notes).toContain(TABLE_RISK_TEXT.notCounted(1))
  })

  it('counts a duplicate once, saying which line it repeats, and a line without history not at all', () => {
    const lines: RiskInputLine[] = [
      { lineId: 1, position: 1, key: 'a', probability: 0.5 },
      { lineId: 2, position: 2, key: 'b', probability: null },
      { lineId: 3, position: 3, key: 'a', probability: 0.5 },
    ]
    const risk = tableRisk(lines, 40, 0)
    expect(risk.lines.map((l) => l.excluded)).toEqual([null, 'noHistory', 'duplicate'])
    expect(risk.lines[2]?.reason).toBe(TABLE_RISK_TEXT.duplicate(1))
    expect(risk.admitted).toBeCloseTo(0.5, 12)
  })

  it('flags a line below a clearly likelier line of an easier band (保 above 冲), not a near tie', () => {
    const wasted = tableRisk(table(0.95, 0.3), 40)
    expect(wasted.outOfOrder).toEqual([
      expect.objectContaining({ position: 2, abovePosition: 1, lineId: 101, aboveLineId: 100 }),
    ])
    expect(wasted.outOfOrder[0]?.text).toBe(TABLE_RISK_TEXT.outOfOrder(1, '保', 2, '冲'))
    expect(tableRisk(table(0.3, 0.95), 40).outOfOrder).toEqual([])
    // Adjacent bands closer than the gap: 稳 just above the floor over 冲 just below it.
    const near = BAND_FLOOR.稳
    expect(tableRisk(table(near, near - ORDER_GAP / 2), 40).outOfOrder).toEqual([])
  })

  it('says whether there are enough 保 lines by the rule for the table size', () => {
    const need = safeLinesNeeded(40)
    const short = tableRisk(table(...Array(need - 1).fill(0.95)), 40)
    expect(short).toMatchObject({ safeCount: need - 1, safeNeeded: need, enoughSafe: false })
    expect(short.notes).toContain(TABLE_RISK_TEXT.safeShort(need - 1, need))
    expect(tableRisk(table(...Array(need).fill(0.95)), 40)).toMatchObject({ safeCount: need, enoughSafe: true })
  })

  it('names the line by which admission reaches one half, and none when it never does', () => {
    // Independent .3s: .3, then .3 + .7 × .3 = .51.
    expect(tableRisk(table(0.3, 0.3, 0.3), 40, 0).medianLine).toBe(2)
    expect(tableRisk(table(0.2, 0.2), 40, 0).medianLine).toBeNull()
    expect(tableRisk([], 40).admitted).toBe(0)
  })

  it('inverts the normal CDF', () => {
    for (const p of [1e-6, 0.01, 0.2, 0.5, 0.77, 0.99, 1 - 1e-6]) expect(phi(normalQuantile(p))).toBeCloseTo(p, 6)
  })
})
