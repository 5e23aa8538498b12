import { requiredSubjectCodes, splitXk } from '@gaokao/contracts'

/**
 * 选科要求 against a candidate's subjects, as the engine asks it for every
 * unit: the parsing is the contracts' (rules/subject-requirement.ts), cached
 * here because a province has a few thousand units and five requirements.
 * The requirement is a hard rule: an option whose requirement the subjects
 * miss is never offered.
 */
const cache = new Map<string, readonly string[]>()

export function requiredSubjects(requirement: string): readonly string[] {
  let codes = cache.get(requirement)
  if (!codes) {
    codes = requiredSubjectCodes(requirement)
    cache.set(requirement, codes)
  }
  return codes
}

export function meetsRequirement(requirement: string, subjects: ReadonlySet<string>): boolean {
  return requiredSubjects(requirement).every((code) => subjects.has(code))
}

export function subjectSet(xk: string): ReadonlySet<string> {
  return new Set(splitXk(xk))
}
