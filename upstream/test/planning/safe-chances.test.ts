import {
  apiPath,
  BAND_FLOOR,
  type ChoiceItem,
  choiceSchoolList,
  type FillPreferences,
  TOKEN_HEADER,
  type Track,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { Random } from '../../src/dataset/generate/prng.js'
import { autoFill } from '../../src/modules/planning/auto-fill.js'
import type { PlanningCandidate } from '../../src/modules/planning/candidate.js'
import {
  admissionProbability,
  predict,
  RESCALE_EXPONENT,
  rescale,
  SPREAD_MIN,
  SPREAD_SHARE,
  SPREAD_SHARE_SINGLE_YEAR,
  spreadFloor,
  unitStats,
} from '../../src/modules/planning/chance-model.js'
import { evaluate, sortOptions } from '../../src/modules/planning/evaluate.js'
import { PlanningData, type TrackData } from '../../src/modules/planning/planning-data.js'
import { subjectSet } from '../../src/modules/planning/subject-match.js'
import { wishDetail } from '../../src/modules/planning/wish-view.js'
import type { LineRow, WishRow } from '../../src/modules/planning/wishes.js'
import { useUpstream } from '../helpers.js'
import { planningStudent } from '../planning-helpers.js'
import { CANDIDATES, past } from './fixtures.js'

/**
 * Stable, honest chances (docs/chance-model.md): refusing adjustment never
 * raises a line's chance, a plan change of a place or two on a small group
 * moves it a little, the spread never falls below its floor, and a band's
 * tab lists the options closest to the candidate first.
 */
const upstream = useUpstream({ DEMO_MODE: 'on' })

/** A subject choice that fits the track: 史 for 历史类 and 文科, 物 otherwise (物理类, 理科, 综合). */
function xkOf(track: Track): string {
  const name: string = track
  return name === '历史类' || name === '文科' ? '史/政/地' : '物/化/生'
}

/** A candidate at a rank, with a score on the right side of the 本科 line (for the default batch). */
function candidateAt(data: TrackData, rank: number): PlanningCandidate {
  const line = data.batchLines.find((l) => l.batch === '本科批')
  const score = line ? (rank <= line.rank ? line.score + 5 : line.score - 5) : 500
  const xk = xkOf(data.track)
  return { name: '测试', province: data.province, track: data.track, xk, subjects: subjectSet(xk), score, rank }
}

function wishRow(data: TrackData, acceptAdjust: boolean): WishRow {
  return {
    id: 1,
    user_id: 1,
    kind: 'ai',
    name: 't',
    info: '',
    province: data.province,
    track: data.track,
    batch: '本科批',
    accept_adjust: acceptAdjust ? 1 : 0,
    physical: '{}',
    preferences: null,
    sort_order: 0,
    created_at: 0,
    updated_at: 0,
    line_count: 0,
  }
}

const PREFERENCES: readonly FillPreferences[] = [
  {},
  { majorCategories: ['工学'] },
  { majorCategories: ['文学', '法学'] },
]

describe('adjustment is modelled: refusing it never raises a chance (property over real tables)', () => {
  it('holds on every line of one-click tables across provinces, tracks, ranks and preferences', () => {
    const planning = new PlanningData(upstream().db)
    const provinces = (
      upstream()
        .db.prepare(`SELECT province FROM volunteer_rules WHERE mode != '专业+院校' ORDER BY province`)
        .all() as {
        province: string
      }[]
    ).map((r) => r.province)
    // 江苏 (published group lines, generated major lines) and a spread of the others.
    const chosen = ['江苏', ...provinces.filter((p) => p !== '江苏').filter((_, i) => i % 4 === 0)]
    let lines = 0
    let lowered = 0
    for (const province of chosen) {
      const tracks = upstream()
        .db.prepare('SELECT DISTINCT track FROM cohorts WHERE province = ?')
        .pluck()
        .all(province)
      for (const track of tracks as Track[]) {
        const data = planning.track(province, track)
        if (!data) continue
        for (let i = 0; i < 6; i++) {
          const rank = Math.round(800 * (data.candidatesNow / 2 / 800) ** (i / 5))
          const candidate = candidateAt(data, rank)
          for (const preferences of PREFERENCES) {
            const fill = autoFill(planning, data, candidate, preferences)
            const rows: LineRow[] = fill.lines.map((l, n) => ({
              id: n + 1,
              wish_id: 1,
              position: n + 1,
              school_id: l.option.unit.schoolId,
              group_code: l.option.unit.groupCode,
              major_id: l.option.unit.majorId,
              majors: JSON.stringify(l.option.majors.map((m) => m.majorId)),
              why: '[]',
            }))
            const accept = wishDetail(planning, wishRow(data, true), rows, candidate, data).lines
            const refuse = wishDetail(planning, wishRow(data, false), rows, candidate, data).lines
            refuse.forEach((line, n) => {
              const a = accept[n]?.chance?.probability ?? 0
              const r = line.chance?.probability ?? 0
              expect(r, `${province} ${track} rank ${rank}: ${line.school.name} ${line.groupName}`).toBeLessThanOrEqual(
                a,
              )
              lines++
              if (r < a) lowered++
            })

            // The options of /choice too: a unit offered either way never has a higher chance refused.
            const accepting = new Map(
              evaluate(planning, data, candidate, preferences, 'school').options.map((o) => [o.unit.key, o]),
            )
            for (const o of evaluate(planning, data, candidate, { ...preferences, acceptAdjust: false }, 'school')
              .options) {
              const a = accepting.get(o.unit.key)
              if (a) expect(o.probability, `${province} ${o.unit.key}`).toBeLessThanOrEqual(a.probability)
            }
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(1_000)
    // Not vacuous: on some lines the chosen majors are harder than the group.
    expect(lowered).toBeGreaterThan(0)
    // Thousands of tables' worth of evaluation: about 10 s of CPU, several times that on a loaded machine.
  }, 180_000)

  it('names the risk and each chosen major’s chance, never above the group’s', () => {
    const planning = new PlanningData(upstream().db)
    // A group province with per-major lines (generated ones: 江苏 publishes group lines only).
    const province = (
      upstream()
        .db.prepare(`SELECT province FROM volunteer_rules WHERE mode = '院校专业组' ORDER BY province`)
        .all() as {
        province: string
      }[]
    )
      .map((r) => planning.track(r.province, '物理类'))
      .find((d) => d?.majorUnits.some((m) => m.stats))
    if (!province) throw new Error('no group province with per-major lines')
    const data: TrackData = province
    const candidate = candidateAt(data, Math.round(data.candidatesNow / 10))
    // Wanting 工学 only: in some groups the 工学 majors are well above the group's line.
    const wanted = { majorCategories: ['工学'] }
    const accepting = evaluate(planning, data, candidate, wanted, 'school').options
    const refusing = evaluate(planning, data, candidate, { ...wanted, acceptAdjust: false }, 'school').options
    expect(accepting.some((o) => o.line?.chance.risk === 'adjust')).toBe(true)
    expect(refusing.some((o) => o.line?.chance.risk === 'withdraw')).toBe(true)
    for (const o of [...accepting, ...refusing]) {
      const line = o.line
      if (!line) continue
      expect(line.majors.length).toBe(o.majors.length)
      for (const p of line.chance.majors) if (p !== undefined) expect(p).toBeLessThanOrEqual(line.chance.group)
      const expected = o.notAdjusting ? (line.chance.chosen ?? line.chance.group) : line.chance.group
      expect(o.probability).toBe(expected)
    }
  }, 180_000)
})

describe('stable chances', () => {
  it('one more planned place on a group moves P by at most 12 points, less the larger the group', () => {
    const moves: number[] = []
    for (const last of [1, 2, 3, 4, 5, 10, 20, 50, 100]) {
      // The case that was reported: every year's minimum rescales to the candidate's rank, a coin flip.
      const rank = 30_000
      const history = past([rank * 0.9 ** RESCALE_EXPONENT, rank * 0.95 ** RESCALE_EXPONENT, rank], last)
      const same = unitStats(history, CANDIDATES[2025], last)
      const more = unitStats(history, CANDIDATES[2025], last + 1)
      if (!same || !more) throw new Error('no stats')
      expect(admissionProbability(same, rank)).toBeCloseTo(0.5, 6)
      const move = admissionProbability(more, rank) - admissionProbability(same, rank)
      expect(move, `${last} → ${last + 1} places`).toBeGreaterThan(0)
      expect(move, `${last} → ${last + 1} places`).toBeLessThanOrEqual(0.12)
      // R' moves by half the place's share of the group, read as last + 10 places.
      expect(more.predictedRank / same.predictedRank - 1).toBeCloseTo(0.5 / (last + 10), 9)
      moves.push(move)
    }
    for (let i = 1; i < moves.length; i++) expect(moves[i]).toBeLessThan(moves[i - 1] ?? 1)
  })

  it('never lets the spread fall below its floor (property, plan changes included)', () => {
    const random = new Random(20261127)
    for (let i = 0; i < 3_000; i++) {
      const base = random.logUniform(50, 500_000)
      const years = random.int(1, 3)
      const ranks = Array.from({ length: years }, () => Math.round(base * random.jitter(0.2)))
      const last = random.int(1, 200)
      const plan = Math.max(1, Math.round(last * random.uniform() * 2.5))
      const stats = unitStats(past(ranks, last), CANDIDATES[2025], plan)
      if (!stats) throw new Error('no stats')
      // The prediction before the plan change, computed apart from the engine.
      const unshifted = predict(stats.years.map((y) => rescale(y.minRank, y.candidates, CANDIDATES[2025])))
      const share = years === 1 ? SPREAD_SHARE_SINGLE_YEAR : SPREAD_SHARE
      const floor = Math.max(share * unshifted, share * stats.predictedRank, SPREAD_MIN)
      expect(stats.spread, `ranks ${ranks}, places ${last} → ${plan}`).toBeGreaterThanOrEqual(floor - 1e-9)
      expect(spreadFloor(years, unshifted, stats.predictedRank)).toBeCloseTo(floor, 9)
    }
  })
})

describe('each tab sorts by usefulness', () => {
  it('sorts a band closest to the candidate first: the 保 tab’s least easy first', () => {
    const planning = new PlanningData(upstream().db)
    const data = planning.track('江苏', '物理类')
    if (!data) throw new Error('no 江苏 物理类')
    const options = evaluate(planning, data, candidateAt(data, 37_000), {}, 'school').options
    const safe = sortOptions(
      options.filter((o) => o.band === '保'),
      'fit',
      undefined,
    )
    const reach = sortOptions(
      options.filter((o) => o.band === '冲'),
      'fit',
      undefined,
    )
    expect(safe.length).toBeGreaterThan(1)
    const safeP = safe.map((o) => o.probability)
    expect(safeP).toEqual([...safeP].sort((a, b) => a - b))
    expect(safeP[0]).toBeGreaterThanOrEqual(BAND_FLOOR.保)
    const reachP = reach.map((o) => o.probability)
    expect(reachP).toEqual([...reachP].sort((a, b) => b - a))
  })

  it('answers /choice’s 保 tab, without a sort, with the least easy 保 first', async () => {
    const token = await planningStudent(upstream(), '13900002401', '江苏', '物/化/生', 560)
    const res = await upstream().inject({
      method: 'POST',
      url: apiPath(choiceSchoolList),
      payload: { band: '保', pageSize: 20 },
      headers: { [TOKEN_HEADER]: token },
    })
    const { data } = res.json() as { data: { list: ChoiceItem[]; total: number } }
    expect(data.total).toBeGreaterThan(20)
    const p = data.list.map((i) => i.chance.probability)
    expect(p).toEqual([...p].sort((a, b) => a - b))
    expect(p[0]).toBeLessThan(0.95)
  })
})
