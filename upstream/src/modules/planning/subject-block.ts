import type { Unit } from './planning-data.js'
import { meetsRequirement } from './subject-match.js'

/**
 * The requirement that keeps a line from admitting the candidate at all,
 * or undefined when it can admit (docs/table-risk.md, "What does not
 * count"). A group or school line is judged as adding judges it: by its
 * majors, one met being enough (a published group may mix requirements,
 * 不限、物理). Without adjustment only the chosen majors can admit, so
 * they must have one met among them.
 */
export function subjectBlock(
  unit: Unit,
  chosen: readonly Unit[],
  subjects: ReadonlySet<string>,
  acceptAdjust: boolean,
): string | undefined {
  if (unit.kind === 'major') return meetsRequirement(unit.requirement, subjects) ? undefined : unit.requirement
  const met = (m: Unit) => meetsRequirement(m.requirement, subjects)
  if (!unit.majors.some(met)) return unit.requirement
  if (!acceptAdjust && chosen.length > 0 && !chosen.some(met)) return chosen[0]?.requirement
  return undefined
}
