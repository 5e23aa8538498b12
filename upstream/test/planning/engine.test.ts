import { FILL_SPLITS, FILL_TEXT, MAX_LINES_PER_SCHOOL } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { autoFill, quotas } from '../../src/modules/planning/auto-fill.js'
import type { PlanningCandidate } from '../../src/modules/planning/candidate.js'
import { evaluate, sortOptions } from '../../src/modules/planning/evaluate.js'
import { eyesightOf, limitOf, restrictionOf } from '../../src/modules/planning/physical-limits.js'
import type { SchoolFacts, Unit } from '../../src/modules/planning/planning-data.js'
import { meetsRequirement, requiredSubjects, subjectSet } from '../../src/modules/planning/subject-match.js'
import { groupUnit, major, school, trackData } from './fixtures.js'

function candidate(rank: number, xk = '物/化/生', score = 600): PlanningCandidate {
  return { name: '张明', province: '江苏', track: '物理类', xk, subjects: subjectSet(xk), score, rank }
}

const CS = major(80901, '0809', '工学', '计算机科学与技术')
const CHEM = major(70301, '0703', '理学', '化学')
const LAW = major(30101, '0301', '法学', '法学')
const ART = major(130401, '1304', '艺术学', '美术学')

function planning(units: readonly Unit[]) {
  const schools = new Map<number, SchoolFacts>()
  for (const u of units) schools.set(u.schoolId, school(u.schoolId))
  return { schools }
}

describe('subject requirements (a hard rule)', () => {
  it('reads the dataset’s requirements', () => {
    expect(requiredSubjects('物理+化学')).toEqual(['物', '化'])
    expect(requiredSubjects('思想政治')).toEqual(['政'])
    expect(requiredSubjects('不限')).toEqual([])
    expect(meetsRequirement('物理+化学', subjectSet('物/生/地'))).toBe(false)
    expect(meetsRequirement('物理', subjectSet('物/生/地'))).toBe(true)
  })

  it('drops every option whose requirement the candidate’s subjects miss, and counts them', () => {
    const units = [
      groupUnit(1, '01', [{ major: CS, ranks: [10_000, 10_000, 10_000] }]),
      groupUnit(1, '02', [{ major: LAW, ranks: [10_000, 10_000, 10_000], requirement: '不限' }]),
    ]
    const data = trackData(units)
    const withChem = evaluate(planning(units), data, candidate(9_000), {}, 'school')
    expect(withChem.options.map((o) => o.unit.groupCode)).toEqual(['01', '02'])
    const noChem = evaluate(planning(units), data, candidate(9_000, '物/生/地'), {}, 'school')
    expect(noChem.options.map((o) => o.unit.groupCode)).toEqual(['02'])
    expect(noChem.subjectExcluded).toBe(1)
  })
})

describe('physical limits', () => {
  it('restricts by colour vision and eyesight on both scales', () => {
    expect(restrictionOf(CHEM).colour).toBe('weak')
    expect(restrictionOf(ART).colour).toBe('blind')
    expect(restrictionOf(CS)).toEqual({ colour: undefined, minVision: undefined })
    expect(limitOf(restrictionOf(ART), { colourVision: '色弱' })).toBeUndefined()
    expect(limitOf(restrictionOf(ART), { colourVision: '色盲' })).toBe('colour')
    expect(eyesightOf({ visionDecimal: 0.8 })).toBe(4.9)
    expect(eyesightOf({ visionDecimal: 1.0, visionFivePoint: 4.6 })).toBe(4.6)
    const police = major(30602, '0306', '法学', '侦查学')
    expect(limitOf(restrictionOf(police), { visionFivePoint: 4.7 })).toBe('eyesight')
    expect(limitOf(restrictionOf(police), { visionDecimal: 0.8 })).toBeUndefined()
  })

  it('drops a group whose every major is restricted, and notes the restricted ones of a mixed group', () => {
    const units = [
      groupUnit(1, '01', [{ major: CHEM, ranks: [10_000, 10_000, 10_000] }]),
      groupUnit(2, '01', [
        { major: CS, ranks: [9_000, 9_000, 9_000] },
        { major: CHEM, ranks: [10_000, 10_000, 10_000] },
      ]),
    ]
    const out = evaluate(planning(units), trackData(units), candidate(8_000), { colourVision: '色弱' }, 'school')
    expect(out.options.map((o) => o.unit.schoolId)).toEqual([2])
    const only = out.options[0]
    expect(only?.majors.map((m) => m.majorId)).toEqual([CS.id])
    expect(only?.limited.map((l) => [l.major.name, l.kind])).toEqual([['化学', 'colour']])
  })
})

describe('bands and adjustment', () => {
  const units = [
    groupUnit(1, '01', [
      { major: CS, ranks: [3_000, 3_000, 3_000] },
      { major: LAW, ranks: [10_000, 10_000, 10_000], requirement: '物理+化学' },
    ]),
  ]
  const data = trackData(units)

  it('a candidate far above the group’s history gets 保; far below gets nothing', () => {
    expect(evaluate(planning(units), data, candidate(4_000), {}, 'school').options[0]?.band).toBe('保')
    expect(evaluate(planning(units), data, candidate(20_000), {}, 'school').options).toEqual([])
  })

  it('without adjustment the group’s chance is that of a place in a chosen major', () => {
    // The candidate wants 工学 only: adjusted, they may still land in 法学 (the group's line);
    // not adjusted, only 计算机科学与技术 counts, which is much harder.
    const wanted = { majorCategories: ['工学'] }
    const adjusting = evaluate(planning(units), data, candidate(3_300), wanted, 'school').options[0]
    const notAdjusting = evaluate(planning(units), data, candidate(3_300), { ...wanted, acceptAdjust: false }, 'school')
      .options[0]
    expect(adjusting?.basis).toBe(units[0])
    expect(adjusting?.band).toBe('保')
    expect(adjusting?.line?.chance.risk).toBe('adjust')
    expect(notAdjusting?.notAdjusting).toBe(true)
    expect(notAdjusting?.line?.majors.map((m) => m.name)).toEqual(['计算机科学与技术'])
    expect(notAdjusting?.probability).toBe(notAdjusting?.line?.chance.chosen)
    expect(notAdjusting?.band).toBe('冲')
    expect(notAdjusting?.line?.chance.risk).toBe('withdraw')
  })

  it('filters by category and tuition, and sorts by chance, preference or difficulty', () => {
    const many = [1, 2, 3].map((id) =>
      groupUnit(id, '01', [
        { major: id === 2 ? LAW : CS, ranks: [8_000 + id * 500, 8_000 + id * 500, 8_000 + id * 500] },
      ]),
    )
    const p = planning(many)
    const d = trackData(many)
    expect(
      evaluate(p, d, candidate(8_000), { majorCategories: ['法学'] }, 'school').options.map((o) => o.unit.schoolId),
    ).toEqual([2])
    expect(evaluate(p, d, candidate(8_000), { tuitionMax: 4_000 }, 'school').options).toEqual([])
    const options = [...evaluate(p, d, candidate(8_000), {}, 'school').options]
    expect(sortOptions(options, 'chance', undefined).map((o) => o.unit.schoolId)).toEqual([3, 2, 1])
    expect(sortOptions(options, 'rank', undefined).map((o) => o.unit.schoolId)).toEqual([1, 2, 3])
    // 院校优先: the strongest school (id 1) first.
    expect(sortOptions(options, 'preference', 2).map((o) => o.unit.schoolId)).toEqual([1, 2, 3])
  })
})

describe('one-click filling on a hand-made province', () => {
  // 60 groups at ranks 6,000 ... 14,850: with σ = 15% of R' the candidate at 10,000 has options in
  // every band (冲 from about 8,400, 保 from about 11,850).
  const units = Array.from({ length: 60 }, (_, i) => {
    const r = 6_000 + i * 150
    return groupUnit(i + 1, '01', [
      { major: CS, ranks: [r, r, r] },
      { major: LAW, ranks: [r - 200, r - 200, r - 200], requirement: '物理+化学' },
    ])
  })
  const data = trackData(units, '院校专业组', 20, 6)

  it('splits the volunteers 25/50/25 by default (35/45/20 bold, 15/55/30 careful)', () => {
    expect(quotas(96, FILL_SPLITS.default)).toEqual({ 冲: 24, 稳: 48, 保: 24 })
    expect(quotas(45, FILL_SPLITS.bold)).toEqual({ 冲: 16, 稳: 20, 保: 9 })
    expect(quotas(40, FILL_SPLITS.careful)).toEqual({ 冲: 6, 稳: 22, 保: 12 })
  })

  it('fills the whole table, no unit twice, 冲 first and 保 last, each line explained', () => {
    const result = autoFill(planning(units), data, candidate(10_000), { priority: 3 })
    expect(result.lines).toHaveLength(20)
    expect(result.shortfall).toBe(0)
    expect(result.counts).toEqual({ 冲: 5, 稳: 10, 保: 5 })
    const keys = result.lines.map((l) => l.option.unit.key)
    expect(new Set(keys).size).toBe(keys.length)
    const p = result.lines.map((l) => l.option.probability)
    expect(p).toEqual([...p].sort((a, b) => a - b))
    expect(result.lines[0]?.option.band).toBe('冲')
    expect(result.lines.at(-1)?.option.band).toBe('保')
    for (const line of result.lines) {
      expect(line.why[0]).toMatch(/^「[冲稳保]」志愿：录取概率约 (>99|<1|\d+)%$/)
      expect(line.option.majors.length).toBeGreaterThan(0)
      expect(line.option.majors.length).toBeLessThanOrEqual(6)
    }
  })

  it('fills a short band from the others and says so', () => {
    const result = autoFill(planning(units), data, candidate(10_000), { split: { reach: 100, match: 0, safe: 0 } })
    expect(result.lines).toHaveLength(20)
    expect(result.counts.冲).toBeLessThan(20)
    expect(result.lines.some((l) => l.why.some((w) => w.startsWith('「冲」档可选志愿不足')))).toBe(true)
  })

  it('names, on each refill line, the short band it stands in for and the band it came from', () => {
    // Keep three 冲 and two 保 options and every 稳 one (12); a 40/20/40 split of 16 wants six 冲, four 稳, six 保.
    const byBand = (band: string) =>
      evaluate(planning(units), data, candidate(10_000), {}, 'school')
        .options.filter((o) => o.band === band)
        .map((o) => o.unit)
    const few = [...byBand('冲').slice(0, 3), ...byBand('稳'), ...byBand('保').slice(0, 2)]
    const result = autoFill(planning(few), trackData(few, '院校专业组', 16, 6), candidate(10_000), {
      split: { reach: 40, match: 20, safe: 40 },
    })
    expect(result.counts).toEqual({ 冲: 3, 稳: 11, 保: 2 })
    const refills = result.lines.flatMap((l) => l.why.filter((w) => w.includes('档可选志愿不足')))
    expect(refills.filter((w) => w === FILL_TEXT.movedFrom('保', '稳'))).toHaveLength(4)
    expect(refills.filter((w) => w === FILL_TEXT.movedFrom('冲', '稳'))).toHaveLength(3)
    expect(refills).toHaveLength(7)
  })

  it('reports a shortfall when the filters leave too few options', () => {
    const result = autoFill(planning(units), data, candidate(10_000), { keyword: '测试大学1' })
    expect(result.lines.length).toBeLessThan(20)
    expect(result.shortfall).toBe(20 - result.lines.length)
  })

  it('in a 专业+院校 province, puts at most six majors of one school in a table', () => {
    const majors = Array.from({ length: 12 }, (_, i) => major(80_900 + i, '0809', '工学', `工科${i}`))
    const one = [
      groupUnit(
        1,
        '',
        majors.map((m, i) => ({ major: m, ranks: [9_000 + i * 100, 9_000 + i * 100, 9_000 + i * 100] })),
        'school',
      ),
    ]
    const result = autoFill(planning(one), trackData(one, '专业+院校', 96, 1), candidate(9_500), {})
    expect(result.lines).toHaveLength(MAX_LINES_PER_SCHOOL)
    expect(result.lines.every((l) => l.option.unit.kind === 'major')).toBe(true)
  })
})
