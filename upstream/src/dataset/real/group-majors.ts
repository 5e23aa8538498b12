import { collegeCodeOf } from './college-code.js'
import { loadInstitutions } from './institutions.js'
import {
  type CatalogueMajorLike,
  type NameMatchKind,
  nameMatcher,
  normalisePrinted,
  splitPrinted,
} from './major-names.js'
import { OUTSIDE_MOE_LIST } from './outside-moe-list.js'
import { loadSubjectRequirements, type RealSubjectRequirement } from './subject-requirements.js'
import { WRONG_CODES } from './wrong-codes.js'

/** The one published list of what schools teach: 江苏's 2024 选科要求, which names every major of every 本科 school recruiting there. */
export const OFFERINGS_SOURCE = { province: '江苏', year: 2024 } as const

export type RealTrack = '物理类' | '历史类'

/** One row of the 选科要求: a 专业(类) or 试验班 of a school, its majors and what they require. */
export interface RealGroupOffering {
  /** As printed (0809, 00600); several rows of a school may share one (清华大学 0015 twice). */
  readonly groupCode: string
  readonly groupName: string
  /**
   * In the site's vocabulary (contracts rules/subject-requirement.ts): 不限,
   * one subject (物理, 历史, 思想政治, 地理, ...) or all required ones joined
   * with + in the printed order (物理+化学, 物理+化学+生物).
   */
  readonly requirement: string
  /** In a 3+1+2 province: 物理 required → 物理类, 历史 → 历史类, otherwise both. */
  readonly tracks: readonly RealTrack[]
  /** Catalogue ids of the printed majors that could be read, in printed order. */
  readonly majorIds: readonly number[]
  /** The majors as printed. */
  readonly printed: string
  readonly sourceUrl: string
}

export interface RealSchoolOffering {
  /** The 院校代码 (collegeCodeOf): the site's id of the school, unless the site keeps an explicit 9xxxx id for it. */
  readonly collegeId: number
  /** The MOE list's name, for colleges whose site id is not the 院校代码. */
  readonly name: string
  readonly groups: readonly RealGroupOffering[]
  /** Every major of its groups, by id. */
  readonly majorIds: readonly number[]
  /** Each major's requirement: that of the first group listing it. */
  readonly requirementOf: ReadonlyMap<number, string>
}

export interface RealOfferings {
  /** By collegeId, in ascending id order. */
  readonly schools: ReadonlyMap<number, RealSchoolOffering>
  readonly matching: {
    /** Printed major names in the attributed rows. */
    readonly printed: number
    readonly byKind: Readonly<Record<NameMatchKind, number>>
    /** Share of printed names read as at least one catalogue major. */
    readonly rate: number
    /** Names (without notes) that could not be read, most frequent first. */
    readonly unmatched: readonly { readonly name: string; readonly count: number }[]
  }
  /** Rows left out: names filed under another school's code, and codes that name no school of the MOE list. */
  readonly skipped: { readonly wrongCode: number; readonly unmatchedCode: number }
}

const SUBJECTS_FIRST: Readonly<Record<string, RealTrack>> = { 物理: '物理类', 历史: '历史类' }

function tracksOf(subjects: readonly string[]): RealTrack[] {
  const first = subjects.flatMap((s) => SUBJECTS_FIRST[s] ?? [])
  return first.length > 0 ? first : ['物理类', '历史类']
}

export function requirementText(subjects: readonly string[]): string {
  return subjects.length === 0 ? '不限' : subjects.join('+')
}

/**
 * What each school teaches according to 江苏's 2024 选科要求, in catalogue
 * majors. Rows whose printed name a wrong code carries (wrong-codes.ts), whose
 * code is not ten digits (江苏's own codes for campuses and military schools),
 * or whose code is not on the MOE list (outside-moe-list.ts: 4133010001
 * 国防科技大学 would otherwise land on 北京大学's 10001) are skipped and counted.
 * Pure and deterministic: the same files and catalogue give the same answer.
 */
export function realSchoolOfferings(
  catalogue: readonly CatalogueMajorLike[],
  rows: readonly RealSubjectRequirement[] = loadSubjectRequirements(OFFERINGS_SOURCE.province, OFFERINGS_SOURCE.year),
  institutions: readonly { readonly moeCode: string; readonly name: string }[] = loadInstitutions(),
): RealOfferings {
  const match = nameMatcher(catalogue)
  const onList = new Map(institutions.map((i) => [i.moeCode, i.name]))
  const byKind: Record<NameMatchKind, number> = { exact: 0, stripped: 0, listed: 0, 'class-core': 0, unmatched: 0 }
  const unmatched = new Map<string, number>()
  const skipped = { wrongCode: 0, unmatchedCode: 0 }
  const building = new Map<number, { name: string; groups: RealGroupOffering[] }>()

  for (const row of rows) {
    const id = collegeCodeOf(row.moeCode)
    const name = onList.get(row.moeCode)
    if (normalisePrinted(row.collegeName) in WRONG_CODES) {
      skipped.wrongCode++
      continue
    }
    if (id === undefined || name === undefined || row.moeCode in OUTSIDE_MOE_LIST) {
      skipped.unmatchedCode++
      continue
    }
    const majorIds: number[] = []
    for (const printed of splitPrinted(row.majors)) {
      const found = match(printed)
      byKind[found.kind]++
      if (found.kind === 'unmatched') unmatched.set(found.base, (unmatched.get(found.base) ?? 0) + 1)
      for (const majorId of found.majorIds) if (!majorIds.includes(majorId)) majorIds.push(majorId)
    }
    const school = building.get(id) ?? { name, groups: [] }
    building.set(id, school)
    school.groups.push({
      groupCode: row.group,
      groupName: row.groupName,
      requirement: requirementText(row.requiredSubjects),
      tracks: tracksOf(row.requiredSubjects),
      majorIds,
      printed: row.majors,
      sourceUrl: row.sourceUrl,
    })
  }

  const schools = new Map<number, RealSchoolOffering>()
  for (const id of [...building.keys()].sort((a, b) => a - b)) {
    const { name, groups } = building.get(id) as { name: string; groups: RealGroupOffering[] }
    const requirementOf = new Map<number, string>()
    for (const group of groups) {
      for (const majorId of group.majorIds)
        if (!requirementOf.has(majorId)) requirementOf.set(majorId, group.requirement)
    }
    const majorIds = [...requirementOf.keys()].sort((a, b) => a - b)
    // A school none of whose printed names could be read says nothing about what it teaches.
    if (majorIds.length > 0) schools.set(id, { collegeId: id, name, groups, majorIds, requirementOf })
  }
  const printed = Object.values(byKind).reduce((sum, n) => sum + n, 0)
  return {
    schools,
    matching: {
      printed,
      byKind,
      rate: printed === 0 ? 0 : (printed - byKind.unmatched) / printed,
      unmatched: [...unmatched]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    },
    skipped,
  }
}
