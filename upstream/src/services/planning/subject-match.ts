import { SUBJECTS, splitXk } from '@gaokao/contracts'

/**
 * 选科要求 as the dataset writes them ('物理+化学', '物理', '历史', '思想政治',
 * '不限') against a candidate's subjects ('物/化/生'). The requirement is a
 * hard rule: an option whose requirement the subjects miss is never offered.
 */
const NAME_TO_CODE: ReadonlyMap<string, string> = new Map([
  ...SUBJECTS.map((s) => [s.name, s.code] as const),
  ['思想政治', '政'],
])

const cache = new Map<string, readonly string[]>()

/** The subject codes a requirement asks for; [] for 不限. An unknown name asks for itself (never met). */
export function requiredSubjects(requirement: string): readonly string[] {
  const known = cache.get(requirement)
  if (known) return known
  const codes =
    requirement === '' || requirement === '不限'
      ? []
      : requirement.split(/[+＋、]/).map((name) => NAME_TO_CODE.get(name.trim()) ?? name.trim())
  cache.set(requirement, codes)
  return codes
}

export function meetsRequirement(requirement: string, subjects: ReadonlySet<string>): boolean {
  return requiredSubjects(requirement).every((code) => subjects.has(code))
}

export function subjectSet(xk: string): ReadonlySet<string> {
  return new Set(splitXk(xk))
}
