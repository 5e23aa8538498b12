import { meetsRequirementText, requiredSubjectCodes, SUBJECTS } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { loadAuthoredData } from '../../src/dataset/load.js'
import { realSchoolOfferings } from '../../src/dataset/real/group-majors.js'
import { nameMatcher, splitPrinted, stripNotes } from '../../src/dataset/real/major-names.js'
import { loadSubjectRequirements } from '../../src/dataset/real/subject-requirements.js'

const undergraduate = loadAuthoredData().majors.filter((m) => m.level === '本科')
const idOf = (name: string) => {
  const major = undergraduate.find((m) => m.name === name)
  if (!major) throw new Error(`no major ${name}`)
  return major.id
}
const offerings = realSchoolOfferings(undergraduate)
const majorsOf = (collegeId: number) => offerings.schools.get(collegeId)?.majorIds ?? []

describe('printed major names', () => {
  const match = nameMatcher(undergraduate)

  it('split at 、 outside brackets only', () => {
    expect(splitPrinted('计算机类（含计算机科学与技术、软件工程）、英语')).toEqual([
      '计算机类(含计算机科学与技术、软件工程)',
      '英语',
    ])
    expect(stripNotes('社会学(含国际事务与全球治理、心理学方向)')).toBe('社会学')
    expect(stripNotes('核工程类(等离子体物')).toBe('核工程类')
  })

  it('read a name, a name with a note, a class with its list, and a bare class as its first major only', () => {
    expect(match('英语')).toMatchObject({ kind: 'exact', majorIds: [idOf('英语')] })
    expect(match('英语(世界文学与文化实验班)')).toMatchObject({ kind: 'stripped', majorIds: [idOf('英语')] })
    expect(match('计算机类(含计算机科学与技术、软件工程)')).toMatchObject({
      kind: 'listed',
      majorIds: [idOf('计算机科学与技术'), idOf('软件工程')],
    })
    // Never the whole class: 核工程类 has four majors in the catalogue.
    expect(match('核工程类(等离子体物')).toMatchObject({ kind: 'class-core', majorIds: [idOf('核工程与核技术')] })
    expect(match('计算机类')).toMatchObject({ kind: 'class-core', majorIds: [idOf('计算机科学与技术')] })
    expect(match('飞')).toMatchObject({ kind: 'unmatched', majorIds: [] })
  })

  it('read nearly every printed name of 江苏 2024 (a drop here is a regression of the matcher or the catalogue)', () => {
    const { matching } = offerings
    console.info(
      `majors of 江苏 2024 groups: ${matching.printed} printed, ${(matching.rate * 100).toFixed(2)} % read`,
      matching.byKind,
      'unread:',
      matching.unmatched.map((u) => `${u.name}×${u.count}`).join(' '),
    )
    expect(matching.printed).toBeGreaterThan(9000)
    expect(matching.rate).toBeGreaterThanOrEqual(0.998)
    // What is left are names the source cut short (材料成型及控, 飞); none is a whole catalogue name.
    const names = new Set(undergraduate.map((m) => m.name))
    expect(matching.unmatched.filter((u) => names.has(u.name))).toEqual([])
  })
})

describe('realSchoolOfferings', () => {
  it('give 清华大学 and 南京大学 what they print: 计算机科学与技术, never 监狱学 or 孤独症儿童教育', () => {
    for (const school of [10003, 10284]) {
      expect(majorsOf(school)).toContain(idOf('计算机科学与技术'))
      for (const absent of ['监狱学', '孤独症儿童教育', '爱尔兰语', '工会学', '护理学']) {
        expect(majorsOf(school)).not.toContain(idOf(absent))
      }
    }
    expect(offerings.schools.get(10003)?.name).toBe('清华大学')
  })

  it('skip rows filed under a wrong code or under a code no MOE school holds, counting them', () => {
    const rows = loadSubjectRequirements('江苏', 2024)
    expect(offerings.skipped).toEqual({ wrongCode: 25, unmatchedCode: 178 })
    // 国防科技大学 is printed under 江苏's own 91002; its 院校代码 would be 北京大学's 10001 had it a ten-digit code.
    expect(offerings.schools.get(10001)?.groups.length).toBe(rows.filter((r) => r.moeCode === '4111010001').length)
    const attributed = [...offerings.schools.values()].reduce((sum, s) => sum + s.groups.length, 0)
    expect(attributed + offerings.skipped.wrongCode + offerings.skipped.unmatchedCode).toBe(rows.length)
    expect(offerings.schools.size).toBe(426)
  })

  it('write requirements the site reads, with the tracks that may apply', () => {
    const codes = new Set<string>(SUBJECTS.map((s) => s.code))
    const groups = [...offerings.schools.values()].flatMap((s) => s.groups)
    for (const group of groups) {
      for (const code of requiredSubjectCodes(group.requirement)) expect(codes).toContain(code)
      const first = requiredSubjectCodes(group.requirement).filter((c) => c === '物' || c === '史')
      expect(group.tracks).toEqual(
        first.length === 0 ? ['物理类', '历史类'] : first.map((c) => (c === '物' ? '物理类' : '历史类')),
      )
    }
    const cs = offerings.schools.get(10003)?.groups.find((g) => g.groupCode === '0809')
    expect(cs).toMatchObject({ groupName: '计算机类', requirement: '物理+化学', tracks: ['物理类'] })
    expect(meetsRequirementText(cs?.requirement ?? '', '物/化/生')).toBe(true)
    expect(meetsRequirementText(cs?.requirement ?? '', '物/生/地')).toBe(false)
    expect(new Set(groups.map((g) => g.requirement))).toContain('不限')
    // Each major carries the requirement of the first group that lists it.
    const nju = offerings.schools.get(10284)
    expect(nju?.requirementOf.get(idOf('经济学'))).toBe('不限')
    expect(nju?.requirementOf.get(idOf('政治学与行政学'))).toBe('思想政治')
  })

  it('are deterministic', () => {
    const again = realSchoolOfferings(undergraduate)
    expect([...again.schools.values()]).toEqual([...offerings.schools.values()])
    expect(again.matching).toEqual(offerings.matching)
  })
})
