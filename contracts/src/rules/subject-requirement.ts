import { SUBJECTS, splitXk } from './subjects.js'

/**
 * 选科要求 as the dataset writes them ('物理+化学', '物理', '历史', '思想政治',
 * '不限'; several joined with 、 for a school of mixed majors) against a
 * candidate's subjects ('物/化/生'). The requirement is a hard rule of the
 * planner; the web and the tests read it the same way.
 */
const NAME_TO_CODE: ReadonlyMap<string, string> = new Map([
  ...SUBJECTS.map((s) => [s.name, s.code] as const),
  ['思想政治', '政'],
])

/** The subject codes one requirement asks for; [] for 不限. An unknown name asks for itself (never met). */
export function requiredSubjectCodes(requirement: string): string[] {
  const text = requirement.trim()
  if (text === '' || text === '不限') return []
  return text.split(/[+＋]/).map((name) => NAME_TO_CODE.get(name.trim()) ?? name.trim())
}

/** Whether subjects ('物/化/生') meet a requirement; with several (a、b), meeting any one is enough. */
export function meetsRequirementText(requirement: string, xk: string): boolean {
  const subjects = new Set(splitXk(xk))
  return requirement.split('、').some((one) => requiredSubjectCodes(one).every((code) => subjects.has(code)))
}
