/** Whether a unit (or a major inside a group's line) is already in the table, from filledIn's answer. */
export interface FilledUnit {
  schoolId: number
  groupCode: string
  majorId: number
  majorIds: readonly number[]
}

/** What a table line is made of: a school's group, or one major in it. */
export interface FillTarget {
  schoolId: number
  groupCode: string
  majorId?: number
}

/** The target an option stands for: its group, or the major its key names (majorId 0 means none). */
export function targetOf(key: { schoolId: number; groupCode: string; majorId: number }): FillTarget {
  return {
    schoolId: key.schoolId,
    groupCode: key.groupCode,
    ...(key.majorId > 0 ? { majorId: key.majorId } : {}),
  }
}

export function isFilled(units: readonly FilledUnit[], target: FillTarget): boolean {
  return units.some((u) => {
    if (u.schoolId !== target.schoolId || u.groupCode !== target.groupCode) return false
    if (target.majorId === undefined) return u.majorId === 0
    return u.majorId === target.majorId || u.majorIds.includes(target.majorId)
  })
}
