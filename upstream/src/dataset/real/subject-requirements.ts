import { provinceYears } from './manifest.js'
import { provinceYearFile, REAL_DATA_DIR } from './paths.js'
import { RealDataError, readValidated, sourceUrlAt } from './read-file.js'
import { type REQUIREMENT_TYPES, SubjectRequirementsFile } from './schemas.js'

export type RequirementType = (typeof REQUIREMENT_TYPES)[number]

/** The 选科要求 of one 院校专业组 (江苏 2024). */
export interface RealSubjectRequirement {
  readonly province: string
  readonly year: number
  /**
   * 学校标识码 (ten digits), or the province's own five-digit code where the
   * source could not match the school (campuses such as 19145 东北大学秦皇岛分校,
   * military academies 91xxx, and a few names written with other brackets).
   */
  readonly moeCode: string
  readonly collegeName: string
  readonly group: string
  readonly groupName: string
  /** The majors of the group, as printed (joined by 、). */
  readonly majors: string
  /** The requirement as printed: 物理,化学(2门科目考生均须选考方可报考). */
  readonly requirement: string
  readonly requirementType: RequirementType
  /** The subjects every applicant must have chosen; empty for 不提科目要求. */
  readonly requiredSubjects: readonly string[]
  readonly sourceUrl: string
}

/**
 * The file gives the requirement twice: as a type and as the list of
 * subjects. They disagree once (香港中文大学（深圳） 00700: one_required for
 * 物理/化学, printed 物理,化学(2门科目考生必须选考方可报考)); the list agrees with
 * the printed text, so the list decides and the type is read from its length.
 */
const TYPE_OF_COUNT: readonly RequirementType[] = ['none', 'one_required', 'two_required', 'three_required']

/** The 选科要求 of one province and year, or none when no file was published (only files the manifest lists are read). */
export function loadSubjectRequirements(
  province: string,
  year: number,
  dir = REAL_DATA_DIR,
): readonly RealSubjectRequirement[] {
  if (!provinceYears('subject-requirements', dir).some((p) => p.province === province && p.year === year)) return []
  const file = provinceYearFile('subject-requirements', province, year)
  const json = readValidated(dir, file, SubjectRequirementsFile)
  if (json.province !== province || json.year !== year) {
    throw new RealDataError([`${file}: holds ${json.province} ${json.year}`])
  }
  return json.rows.map((row, index): RealSubjectRequirement => {
    const [moeCode, collegeName, group, groupName, majors, requirement, , subjects, source] = row
    const requiredSubjects = subjects === '' ? [] : subjects.split('/')
    const requirementType = TYPE_OF_COUNT[requiredSubjects.length]
    if (requirementType === undefined) throw new RealDataError([`${file}/rows/${index}: subjects "${subjects}"`])
    return {
      province,
      year,
      moeCode,
      collegeName,
      group,
      groupName,
      majors,
      requirement,
      requirementType,
      requiredSubjects,
      sourceUrl: sourceUrlAt(file, json.sourceUrls, source, index),
    }
  })
}
