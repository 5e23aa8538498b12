import {
  addWish,
  clearWish,
  deleteWishById,
  delMyWish,
  filledIn,
  fillVolunteer,
  myWish,
  PLANNING_TEXT,
  queryAddWishPcList,
  queryVolunteer,
  restoreWishLine,
  updateWishInfo,
  updateWishName,
  WISH_LIST_LIMIT,
  wishDragSort,
  wishInputSort,
  wishSort,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../lib/implement.js'
import { verdict } from './chance-model.js'
import { type PlanningContext, refuse } from './context.js'
import { defaultBatch } from './evaluate.js'
import { limitOf } from './physical-limits.js'
import { type TrackData, type Unit, unitKey } from './planning-data.js'
import { meetsRequirement } from './subject-match.js'
import { parsePhysical, wishSummary } from './views.js'
import { lineMajorIds, wishDetail } from './wish-view.js'
import type { NewLine, WishRow } from './wishes.js'

/** The user's volunteer tables: create, list, rename, delete; their lines: add, remove, clear, reorder. */
export function wishRoutes(app: FastifyInstance, ctx: PlanningContext): void {
  const { wishes } = ctx
  const summary = (wish: WishRow) => wishSummary(wish, ctx.capacity(wish.province))
  const reload = (wish: WishRow) => ctx.wish(wish.user_id, wish.id)
  const order = (wish: WishRow) => {
    const lines = wishes.lines(wish.id)
    return {
      wishId: wish.id,
      lineIds: lines.map((l) => l.id),
      lineCount: lines.length,
      capacity: ctx.capacity(wish.province),
    }
  }

  implement(app, myWish, ({ body, request }) => {
    const { rows, total } = wishes.page(request.userId ?? 0, body.kind, body.pageNum, body.pageSize)
    return { list: rows.map(summary), total, pageNum: body.pageNum, pageSize: body.pageSize }
  })

  implement(app, delMyWish, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    wishes.remove(wish.user_id, wish.id)
    return { wishId: wish.id }
  })

  implement(app, queryAddWishPcList, ({ request }) => {
    const candidate = ctx.candidate(request.userId)
    const data = ctx.track(candidate)
    const recommended = defaultBatch(data, candidate)
    return (['本科批', '专科批'] as const).map((batch) => {
      const line = data.batchLines.find((l) => l.batch === batch)
      return { batch, line: line ? { ...line } : null, recommended: batch === recommended }
    })
  })

  implement(app, addWish, ({ body, request }) => {
    const userId = request.userId ?? 0
    const candidate = ctx.candidate(userId)
    if (wishes.count(userId) >= WISH_LIST_LIMIT) throw refuse('wishLimit', PLANNING_TEXT.wishLimit(WISH_LIST_LIMIT))
    const name = body.name.trim()
    if (wishes.nameTaken(userId, name)) throw refuse('wishNameTaken', PLANNING_TEXT.wishNameTaken)
    const id = wishes.create(userId, {
      kind: 'self',
      name,
      info: body.info?.trim() ?? '',
      province: candidate.province,
      track: candidate.track,
      batch: body.batch,
      acceptAdjust: true,
      physical: {},
      preferences: null,
    })
    return summary(ctx.wish(userId, id))
  })

  implement(app, queryVolunteer, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const candidate = ctx.candidate(request.userId)
    ctx.editable(wish, candidate)
    return wishDetail(ctx.data, wish, wishes.lines(wish.id), candidate, ctx.track(candidate))
  })

  implement(app, filledIn, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const lines = wishes.lines(wish.id)
    return {
      wishId: wish.id,
      lineCount: lines.length,
      capacity: ctx.capacity(wish.province),
      units: lines.map((l) => ({
        lineId: l.id,
        position: l.position,
        schoolId: l.school_id,
        groupCode: l.group_code,
        majorId: l.major_id,
        majorIds: lineMajorIds(l),
      })),
    }
  })

  implement(app, fillVolunteer, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const candidate = ctx.candidate(request.userId)
    ctx.editable(wish, candidate)
    const data = ctx.track(candidate)
    const capacity = data.volunteers
    const physical = parsePhysical(wish.physical)
    const full = () => {
      const count = wishes.lineCount(wish.id)
      if (count >= capacity) throw noRoom(candidate.province, capacity, count)
    }
    // The limit is checked again inside the insert's transaction; the check above only answers before the rest.
    const append = (line: NewLine) => {
      const added = wishes.addLine(wish.id, line, capacity)
      if (!added) throw noRoom(candidate.province, capacity, wishes.lineCount(wish.id))
      return added
    }
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
      if (wishes.lineOf(wish.id, unit.schoolId, '', unit.majorId))
        throw refuse('duplicateLine', PLANNING_TEXT.duplicateLine)
      full()
      const added = append({
        schoolId: unit.schoolId,
        groupCode: '',
        majorId: unit.majorId,
        majors: [],
        why: [],
      })
      return {
        lineId: added.id,
        position: added.position,
        majorIds: [],
        lineCount: wishes.lineCount(wish.id),
        capacity,
      }
    }

    const groupCode = data.mode === '院校' ? '' : (body.groupCode ?? groupOfMajor(data, body.schoolId, body.majorId))
    if (groupCode === undefined) throw refuse('groupRequired', PLANNING_TEXT.groupRequired)
    const unit = checkUnit(data.byKey.get(unitKey(body.schoolId, groupCode, 0)))
    const eligible = unit.majors.filter((m) => meetsRequirement(m.requirement, candidate.subjects))
    if (eligible.length === 0) throw mismatch(unit.requirement)
    const existing = wishes.lineOf(wish.id, unit.schoolId, unit.groupCode, 0)

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
        wishes.setMajors(wish.id, existing.id, next)
        return {
          lineId: existing.id,
          position: existing.position,
          majorIds: next,
          lineCount: wishes.lineCount(wish.id),
          capacity,
        }
      }
      full()
      const added = append({
        schoolId: unit.schoolId,
        groupCode: unit.groupCode,
        majorId: 0,
        majors: [major.majorId],
        why: [],
      })
      return {
        lineId: added.id,
        position: added.position,
        majorIds: [major.majorId],
        lineCount: wishes.lineCount(wish.id),
        capacity,
      }
    }

    if (existing) throw refuse('duplicateLine', PLANNING_TEXT.duplicateLine)
    full()
    // A group added as a whole names its majors the candidate may take, hardest first, up to the province's cap.
    const majors = eligible
      .filter((m) => !(m.major && limitOf(m.major.restriction, physical)))
      .sort((a, b) => probabilityOf(a, candidate.rank) - probabilityOf(b, candidate.rank) || a.majorId - b.majorId)
      .slice(0, data.majorsPerVolunteer)
      .map((m) => m.majorId)
    const added = append({
      schoolId: unit.schoolId,
      groupCode: unit.groupCode,
      majorId: 0,
      majors,
      why: [],
    })
    return {
      lineId: added.id,
      position: added.position,
      majorIds: majors,
      lineCount: wishes.lineCount(wish.id),
      capacity,
    }
  })

  implement(app, updateWishName, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const name = body.name.trim()
    if (name === '') throw refuse('wishNameTaken', PLANNING_TEXT.wishNameTaken)
    if (wishes.nameTaken(wish.user_id, name, wish.id)) throw refuse('wishNameTaken', PLANNING_TEXT.wishNameTaken)
    wishes.rename(wish.id, name)
    return summary(reload(wish))
  })

  implement(app, updateWishInfo, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    wishes.updateInfo(
      wish.id,
      body.info?.trim() ?? wish.info,
      body.acceptAdjust ?? wish.accept_adjust === 1,
      body.physical ?? parsePhysical(wish.physical),
    )
    return summary(reload(wish))
  })

  implement(app, wishSort, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const candidate = ctx.candidate(request.userId)
    ctx.editable(wish, candidate)
    const detail = wishDetail(ctx.data, wish, wishes.lines(wish.id), candidate, ctx.track(candidate))
    // Hardest first (冲 → 稳 → 保); lines without a chance keep their order at the end.
    const sorted = [...detail.lines].sort(
      (a, b) => (a.chance?.probability ?? 2) - (b.chance?.probability ?? 2) || a.position - b.position,
    )
    wishes.setOrder(
      wish.id,
      sorted.map((l) => l.id),
    )
    return order(wish)
  })

  implement(app, wishInputSort, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const ids = wishes.lines(wish.id).map((l) => l.id)
    const from = ids.indexOf(body.lineId)
    if (from < 0) throw refuse('lineNotFound', PLANNING_TEXT.lineNotFound)
    if (body.position > ids.length) throw refuse('positionInvalid', PLANNING_TEXT.positionInvalid(ids.length))
    ids.splice(from, 1)
    ids.splice(body.position - 1, 0, body.lineId)
    wishes.setOrder(wish.id, ids)
    return order(wish)
  })

  implement(app, wishDragSort, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const current = new Set(wishes.lines(wish.id).map((l) => l.id))
    const same = body.lineIds.length === current.size && body.lineIds.every((id) => current.has(id))
    if (!same) throw refuse('orderInvalid', PLANNING_TEXT.orderInvalid)
    wishes.setOrder(wish.id, body.lineIds)
    return order(wish)
  })

  implement(app, deleteWishById, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const line = wishes.line(wish.id, body.lineId)
    if (!line) throw refuse('lineNotFound', PLANNING_TEXT.lineNotFound)
    if (body.majorId === undefined) {
      wishes.deleteLine(wish.id, line.id)
      return order(wish)
    }
    const ids = lineMajorIds(line)
    if (!ids.includes(body.majorId)) throw refuse('lineNotFound', PLANNING_TEXT.lineNotFound)
    const rest = ids.filter((id) => id !== body.majorId)
    if (rest.length === 0) wishes.deleteLine(wish.id, line.id)
    else wishes.setMajors(wish.id, line.id, rest)
    return order(wish)
  })

  // Undo of a delete: the line as the client kept it, back at its position (docs/wish-undo.md).
  implement(app, restoreWishLine, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    const candidate = ctx.candidate(request.userId)
    ctx.editable(wish, candidate)
    const data = ctx.track(candidate)
    if (!ctx.data.schools.has(body.schoolId)) throw refuse('schoolNotFound', PLANNING_TEXT.schoolNotFound)
    // A unit still in the plan must be the one deleted (its batch, its majors); one gone from it comes back as it was.
    const unit = data.byKey.get(unitKey(body.schoolId, body.groupCode, body.majorId))
    if (unit) {
      if (unit.batch !== wish.batch) throw refuse('batchMismatch', PLANNING_TEXT.batchMismatch(unit.batch, wish.batch))
      if (!body.majorIds.every((id) => unit.majors.some((m) => m.majorId === id)))
        throw refuse('unitNotFound', PLANNING_TEXT.unitNotFound)
    }
    if (body.majorIds.length > data.majorsPerVolunteer)
      throw refuse('majorsFull', PLANNING_TEXT.majorsFull(data.majorsPerVolunteer))
    if (wishes.lineOf(wish.id, body.schoolId, body.groupCode, body.majorId))
      throw refuse('duplicateLine', PLANNING_TEXT.duplicateLine)
    const line = { schoolId: body.schoolId, groupCode: body.groupCode, majorId: body.majorId }
    const restored = wishes.insertLine(
      wish.id,
      { ...line, majors: body.majorIds, why: body.why },
      body.position,
      data.volunteers,
    )
    if (!restored) throw noRoom(candidate.province, data.volunteers, wishes.lineCount(wish.id))
    return order(wish)
  })

  implement(app, clearWish, ({ body, request }) => {
    const wish = ctx.wish(request.userId, body.wishId)
    wishes.clear(wish.id)
    return order(wish)
  })
}

/** A full table, or one over the province's limit (made under an older limit): how many to delete first. */
function noRoom(province: string, capacity: number, count: number) {
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
