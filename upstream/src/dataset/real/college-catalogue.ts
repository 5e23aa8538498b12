import type { CollegeEntry } from '../load.js'
import { collegeCodeOf } from './college-code.js'
import type { Institution } from './institutions.js'
import { RENAMED_ON_MOE_LIST } from './renamed-colleges.js'
import { typeFromName } from './type-from-name.js'

/** A row of the colleges table. */
export interface CollegeRow {
  readonly id: number
  /** 学校标识码, '' when neither our files nor the MOE list give one. */
  readonly code: string
  readonly name: string
  readonly province: string
  readonly city: string
  readonly level: '本科' | '专科'
  readonly type: string
  readonly nature: string
  readonly authority: string
  /** null: the MOE list gives no founding year. */
  readonly founded: number | null
  readonly website: string
  /** '' for a school we know only from the MOE list. */
  readonly intro: string
  /** authored: a college of upstream/data/colleges; moe: known only from the MOE list (its type read off its name). */
  readonly source: 'authored' | 'moe'
  /** The 招生网 the list links (阳光高考), ''. */
  readonly admissionSite: string
}

export interface CollegeCatalogue {
  readonly colleges: readonly CollegeRow[]
  /** Each institution's 学校标识码 -> the site's college id (a codeless college of ours keeps its 9xxxx id). */
  readonly idOfMoeCode: ReadonlyMap<string, number>
  /** Our colleges that are not on the MOE list (military academies, campuses admitting under their own name). */
  readonly authoredOnly: readonly CollegeEntry[]
}

export class CatalogueError extends Error {
  override name = 'CatalogueError'
}

/**
 * Every college the site lists: ours, each keeping its id, texts and tags,
 * and every institution of the MOE list that is not one of ours, with the
 * list's fields. An institution is ours when its 院校代码 is one of our ids
 * or, for our colleges without a code, when it has the same name (or the
 * name RENAMED_ON_MOE_LIST gives); ours then learns the code, the 招生网
 * and, when we had none, the website. docs/real-data.md, "Colleges: the MOE list".
 */
export function collegeCatalogue(
  authored: readonly CollegeEntry[],
  institutions: readonly Institution[],
): CollegeCatalogue {
  const byId = new Map(authored.filter((c) => c.code !== '').map((c) => [c.id, c]))
  const codelessByName = new Map<string, CollegeEntry>()
  for (const c of authored) if (c.code === '') codelessByName.set(RENAMED_ON_MOE_LIST[c.name] ?? c.name, c)
  const authoredNames = new Set(authored.map((c) => c.name))

  const learnt = new Map<number, Institution>()
  const idOfMoeCode = new Map<string, number>()
  const moeOnly: CollegeRow[] = []
  for (const school of institutions) {
    const code = collegeCodeOf(school.moeCode)
    if (code === undefined) throw new CatalogueError(`${school.name}: 学校标识码 ${school.moeCode} is not ten digits`)
    const ours = byId.get(code) ?? codelessByName.get(school.name)
    if (ours) {
      learnt.set(ours.id, school)
      idOfMoeCode.set(school.moeCode, ours.id)
      continue
    }
    if (authoredNames.has(school.name)) {
      throw new CatalogueError(`${school.name} (${school.moeCode}) has the name of another of our colleges`)
    }
    idOfMoeCode.set(school.moeCode, code)
    moeOnly.push({
      id: code,
      code: school.moeCode,
      name: school.name,
      province: school.province,
      city: school.city,
      level: school.level,
      type: typeFromName(school.name),
      nature: school.nature,
      authority: school.affiliation,
      founded: null,
      website: school.website ?? '',
      intro: '',
      source: 'moe',
      admissionSite: school.admissionSite ?? '',
    })
  }

  const ours = authored.map((c): CollegeRow => {
    const school = learnt.get(c.id)
    return {
      id: c.id,
      code: c.code || (school?.moeCode ?? ''),
      name: c.name,
      province: c.province,
      city: c.city,
      level: c.level,
      type: c.type,
      nature: c.nature,
      authority: c.authority,
      founded: c.founded,
      website: c.website || (school?.website ?? ''),
      intro: c.intro,
      source: 'authored',
      admissionSite: school?.admissionSite ?? '',
    }
  })
  const colleges = [...ours, ...moeOnly].sort((a, b) => a.id - b.id)
  const ids = new Set<number>()
  for (const c of colleges) {
    if (ids.has(c.id)) throw new CatalogueError(`college id ${c.id} (${c.name}) is taken twice`)
    ids.add(c.id)
  }
  return { colleges, idOfMoeCode, authoredOnly: authored.filter((c) => !learnt.has(c.id)) }
}
