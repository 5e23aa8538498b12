import { type DataOf, meetsRequirementText, type queryMajorSumByXkMatch } from '@gaokao/contracts'
import type { Statement } from 'better-sqlite3'

export type RequirementCount = DataOf<typeof queryMajorSumByXkMatch>['byRequirement'][number]

/** A province's plan rows of the plan year as parallel arrays: school, major and the index of the requirement. */
export interface ProvincePlan {
  requirements: string[]
  school: Int32Array
  major: Int32Array
  requirement: Uint8Array
}

/**
 * A province's plan rows of the year, read with one indexed query the first
 * time the province is asked for and kept: the combination calls make one pass
 * over them instead of a grouped scan per call.
 */
export function provincePlans(planPairs: Statement, year: number): (province: string) => ProvincePlan {
  const plans = new Map<string, ProvincePlan>()

  return function planOf(province: string): ProvincePlan {
    let plan = plans.get(province)
    if (!plan) {
      const rows = planPairs.all(province, year) as { school: number; major: number; requirement: string }[]
      const names = [...new Set(rows.map((r) => r.requirement))]
      plan = {
        requirements: names,
        school: Int32Array.from(rows, (r) => r.school),
        major: Int32Array.from(rows, (r) => r.major),
        requirement: Uint8Array.from(rows, (r) => names.indexOf(r.requirement)),
      }
      plans.set(province, plan)
    }
    return plan
  }
}

/** Per requirement of the plan: its rows, and whether xk meets it; most rows first. */
export function requirementCounts(plan: ProvincePlan, xk: string): RequirementCount[] {
  const counts = new Array<number>(plan.requirements.length).fill(0)
  for (const r of plan.requirement) counts[r] = (counts[r] ?? 0) + 1
  return plan.requirements
    .map((requirement, i) => ({ requirement, count: counts[i] ?? 0, met: meetsRequirementText(requirement, xk) }))
    .sort((a, b) => b.count - a.count || a.requirement.localeCompare(b.requirement))
}

/** Per school (or major) of the plan: its rows and the rows xk meets. */
export function tally(
  plan: ProvincePlan,
  xk: string,
  by: 'school' | 'major',
): Map<number, { all: number; open: number }> {
  const met = plan.requirements.map((r) => meetsRequirementText(r, xk))
  const keys = plan[by]
  const out = new Map<number, { all: number; open: number }>()
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as number
    let t = out.get(key)
    if (!t) {
      t = { all: 0, open: 0 }
      out.set(key, t)
    }
    t.all += 1
    if (met[plan.requirement[i] as number]) t.open += 1
  }
  return out
}

/** Universities before 专科 schools, ranked before unranked, by rank, then by id: the lists' order. */
export const byRank = (a: { level: string; rank: number | null; id: number }, b: typeof a) =>
  Number(a.level === '专科') - Number(b.level === '专科') ||
  Number(a.rank === null) - Number(b.rank === null) ||
  (a.rank ?? 0) - (b.rank ?? 0) ||
  a.id - b.id
