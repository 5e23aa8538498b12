import { type BodyOf, type DataOf, type fillVolunteer, PLANNING_TEXT } from '@gaokao/contracts'
import type { PlanningCandidate } from './candidate.js'
import { verdict } from './chance-model.js'
import { refuse } from './context.js'
import { limitOf } from './physical-limits.js'
import { type TrackData, type Unit, unitKey } from './planning-data.js'
import { meetsRequirement } from './subject-match.js'
import { parsePhysical } from './views.js'
import { lineMajorIds } from './wish-view.js'
import type { NewLine, Wishes, WishRow } from './wishes.js'

/**
 * Adds a unit (or a major of a group) to a table: fillVolunteer after its
 * table, candidate and track are known. It runs inside PlanningContext.editWish,
 * so the duplicate, majors-per-line and lines-per-table checks count what
 * every earlier request wrote, on any replica.
 */
export async function fillLine(
  wishes: Wishes,
  wish: WishRow,
  body: BodyOf<typeof fillVolunteer>,
  candidate: PlanningCandidate,
  data: TrackData,
): Promise<DataOf<typeof fillVolunteer>> {
  const capacity = data.volunteers
  const physical = parsePhysical(wish.physical)
  const full = async () => {
    const count = await wishes.lineCount(wish.id)
    if (count >= capacity) throw noRoom(candidate.province, capacity, count)
  }
  // The limit is checked again inside the insert; the check above only answers before the rest.
  const append = async (line: NewLine) => {
    const added = await wishes.addLine(wish.id, line, capacity)
    if (!added) throw noRoom(candidate.province, capacity, await wishes.lineCount(wish.id))
    return added
  }
  const answer = async (added: { id: number; position: number }, majorIds: number[]) => ({
    lineId: added.id,
    position: added.position,
    majorIds,
    lineCount: await wishes.lineCount(wish.id),
    capacity,
  })
  const checkUnit = (unit: Unit | undefined): Unit => {
    if (!unit) throw refuse('unitNotFound', PLANNING_TEXT.unitNotFound)
    if (unit.batch !== wish.batch) throw refuse('batchMismatch', PLANNING_TEXT.batchMismatch(unit.batch, wish.batch))
    return unit
  }
  const mismatch = (requirement: string) => refuse('subjectMismatch', PLANNING_TEXT.subjectMismatch(requirement))

  if (data.mode === '专业+院校') {
    if (body.majorId === undefined) throw refuse('majorRequired', PLANNING_TEXT.majorRequired)
    const unit = checkUnit(data.byKey.get(unitKey(body.schoolId, '', body.majorId)))
    if (!meetsRequirement(unit.requirement, candidate.subjects)) throw mismatch(unit.requirement)
    if (await wishes.lineOf(wish.id, unit.schoolId, '', unit.majorId))
      throw refuse('duplicateLine', PLANNING_TEXT.duplicateLine)
    await full()
    const added = await append({ schoolId: unit.schoolId, groupCode: '', majorId: unit.majorId, majors: [], why: [] })
    return answer(added, [])
  }

  const groupCode = data.mode === '院校' ? '' : (body.groupCode ?? groupOfMajor(data, body.schoolId, body.majorId))
  if (groupCode === undefined) throw refuse('groupRequired', PLANNING_TEXT.groupRequired)
  const unit = checkUnit(data.byKey.get(unitKey(body.schoolId, groupCode, 0)))
  const eligible = unit.majors.filter((m) => meetsRequirement(m.requirement, candidate.subjects))
  if (eligible.length === 0) throw mismatch(unit.requirement)
  const existing = await wishes.lineOf(wish.id, unit.schoolId, unit.groupCode, 0)

  if (body.majorId !== undefined) {
    const major = unit.majors.find((m) => m.majorId === body.majorId)
    if (!major) throw refuse('unitNotFound', PLANNING_TEXT.unitNotFound)
    if (!meetsRequirement(major.requirement, candidate.subjects)) throw mismatch(major.requirement)
    if (existing) {
      const ids = lineMajorIds(existing)
      if (ids.includes(major.majorId)) throw refuse('duplicateLine', PLANNING_TEXT.duplicateLine)
      if (ids.length >= data.majorsPerVolunteer)
        throw refuse('majorsFull', PLANNING_TEXT.majorsFull(data.majorsPerVolunteer))
      const next = [...ids, major.majorId]
      await wishes.setMajors(wish.id, existing.id, next)
      return answer(existing, next)
    }
    await full()
    const majors = [major.majorId]
    const added = await append({ schoolId: unit.schoolId, groupCode: unit.groupCode, majorId: 0, majors, why: [] })
    return answer(added, majors)
  }

  if (existing) throw refuse('duplicateLine', PLANNING_TEXT.duplicateLine)
  await full()
  // A group added as a whole names its majors the candidate may take, hardest first, up to the province's cap.
  const majors = eligible
    .filter((m) => !(m.major && limitOf(m.major.restriction, physical)))
    .sort((a, b) => probabilityOf(a, candidate.rank) - probabilityOf(b, candidate.rank) || a.majorId - b.majorId)
    .slice(0, data.majorsPerVolunteer)
    .map((m) => m.majorId)
  const added = await append({ schoolId: unit.schoolId, groupCode: unit.groupCode, majorId: 0, majors, why: [] })
  return answer(added, majors)
}

/** A full table, or one over the province's limit (made under an older limit): how many to delete first. */
export function noRoom(province: string, capacity: number, count: number) {
  return count > capacity
    ? refuse('tableFull', PLANNING_TEXT.tableOver(province, capacity, count))
    : refuse('tableFull', PLANNING_TEXT.tableFull(province, capacity))
}

function probabilityOf(unit: Unit, rank: number): number {
  return unit.stats ? verdict(unit.stats, rank).probability : 2
}

/** The group of a school holding a major, when the client named the major only. */
function groupOfMajor(data: TrackData, schoolId: number, majorId: number | undefined): string | undefined {
  if (majorId === undefined) return undefined
  return data.schoolUnits.find((u) => u.schoolId === schoolId && u.majors.some((m) => m.majorId === majorId))?.groupCode
}
