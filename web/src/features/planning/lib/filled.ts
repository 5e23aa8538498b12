/** Whether a unit (or a major inside a group's line) is already in the table, from filledIn's answer. */
export interface FilledUnit {
  schoolId: number
  groupCode: string
  majorId: number
  majorIds: readonly number[]
}

export function isFilled(
  units: readonly FilledUnit[],
  target: { schoolId: number; groupCode: string; majorId?: number },
): boolean {
  return units.some((u) => {
    if (u.schoolId !== target.schoolId || u.groupCode !== target.groupCode) return false
    if (target.majorId === undefined) return u.majorId === 0
    return u.majorId === target.majorId || u.majorIds.includes(target.majorId)
  })
}
