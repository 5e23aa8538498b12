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
import { type PlanningContext, refuse } from './context.js'
import { defaultBatch } from './evaluate.js'
import { fillLine, noRoom } from './fill-line.js'
import { unitKey } from './planning-data.js'
import { parsePhysical, wishSummary } from './views.js'
import { lineMajorIds, wishDetail } from './wish-view.js'
import type { Wishes, WishRow } from './wishes.js'

/**
 * The user's volunteer tables: create, list, rename, delete; their lines: add,
 * remove, clear, reorder. Every write that checks a limit or reorders lines
 * runs inside ctx.editWish or wishes.locked (the user locked, docs/user-store.md);
 * inside, only the Wishes it hands over may be used.
 */
export function wishRoutes(app: FastifyInstance, ctx: PlanningContext): void {
  const { wishes } = ctx
  const summary = (wish: WishRow) => wishSummary(wish, ctx.capacity(wish.province))
  const reload = (wish: WishRow) => ctx.wish(wish.user_id, wish.id)
  const order = async (store: Wishes, wish: WishRow) => {
    const lines = await store.lines(wish.id)
    return {
      wishId: wish.id,
      lineIds: lines.map((l) => l.id),
      lineCount: lines.length,
      capacity: ctx.capacity(wish.province),
    }
  }

  implement(app, myWish, async ({ body, request }) => {
    const { rows, total } = await wishes.page(request.userId ?? 0, body.kind, body.pageNum, body.pageSize)
    return { list: rows.map(summary), total, pageNum: body.pageNum, pageSize: body.pageSize }
  })

  implement(app, delMyWish, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    // Locked, so no line is being added to the table as it goes.
    await ctx.editWish(found, (w, wish) => w.remove(wish.user_id, wish.id))
    return { wishId: found.id }
  })

  implement(app, queryAddWishPcList, async ({ request }) => {
    const candidate = await ctx.candidate(request.userId)
    const data = ctx.track(candidate)
    const recommended = defaultBatch(data, candidate)
    return (['本科批', '专科批'] as const).map((batch) => {
      const line = data.batchLines.find((l) => l.batch === batch)
      return { batch, line: line ? { ...line } : null, recommended: batch === recommended }
    })
  })

  implement(app, addWish, async ({ body, request }) => {
    const userId = request.userId ?? 0
    const candidate = await ctx.candidate(userId)
    const name = body.name.trim()
    const id = await wishes.locked(userId, async (w) => {
      if ((await w.count(userId)) >= WISH_LIST_LIMIT)
        throw refuse('wishLimit', PLANNING_TEXT.wishLimit(WISH_LIST_LIMIT))
      if (await w.nameTaken(userId, name)) throw refuse('wishNameTaken', PLANNING_TEXT.wishNameTaken)
      return w.create(userId, {
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
    })
    return summary(await ctx.wish(userId, id))
  })

  implement(app, queryVolunteer, async ({ body, request }) => {
    const wish = await ctx.wish(request.userId, body.wishId)
    const candidate = await ctx.candidate(request.userId)
    ctx.editable(wish, candidate)
    return wishDetail(ctx.data, wish, await wishes.lines(wish.id), candidate, ctx.track(candidate))
  })

  implement(app, filledIn, async ({ body, request }) => {
    const wish = await ctx.wish(request.userId, body.wishId)
    const lines = await wishes.lines(wish.id)
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

  implement(app, fillVolunteer, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    const candidate = await ctx.candidate(request.userId)
    ctx.editable(found, candidate)
    const data = ctx.track(candidate)
    return ctx.editWish(found, (w, wish) => fillLine(w, wish, body, candidate, data))
  })

  implement(app, updateWishName, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    const name = body.name.trim()
    if (name === '') throw refuse('wishNameTaken', PLANNING_TEXT.wishNameTaken)
    await ctx.editWish(found, async (w, wish) => {
      if (await w.nameTaken(wish.user_id, name, wish.id)) throw refuse('wishNameTaken', PLANNING_TEXT.wishNameTaken)
      await w.rename(wish.id, name)
    })
    return summary(await reload(found))
  })

  implement(app, updateWishInfo, async ({ body, request }) => {
    const wish = await ctx.wish(request.userId, body.wishId)
    await wishes.updateInfo(
      wish.id,
      body.info?.trim() ?? wish.info,
      body.acceptAdjust ?? wish.accept_adjust === 1,
      body.physical ?? parsePhysical(wish.physical),
    )
    return summary(await reload(wish))
  })

  implement(app, wishSort, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    const candidate = await ctx.candidate(request.userId)
    ctx.editable(found, candidate)
    const data = ctx.track(candidate)
    return ctx.editWish(found, async (w, wish) => {
      const detail = wishDetail(ctx.data, wish, await w.lines(wish.id), candidate, data)
      // Hardest first (冲 → 稳 → 保); lines without a chance keep their order at the end.
      const sorted = [...detail.lines].sort(
        (a, b) => (a.chance?.probability ?? 2) - (b.chance?.probability ?? 2) || a.position - b.position,
      )
      await w.setOrder(
        wish.id,
        sorted.map((l) => l.id),
      )
      return order(w, wish)
    })
  })

  implement(app, wishInputSort, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    return ctx.editWish(found, async (w, wish) => {
      const ids = (await w.lines(wish.id)).map((l) => l.id)
      const from = ids.indexOf(body.lineId)
      if (from < 0) throw refuse('lineNotFound', PLANNING_TEXT.lineNotFound)
      if (body.position > ids.length) throw refuse('positionInvalid', PLANNING_TEXT.positionInvalid(ids.length))
      ids.splice(from, 1)
      ids.splice(body.position - 1, 0, body.lineId)
      await w.setOrder(wish.id, ids)
      return order(w, wish)
    })
  })

  implement(app, wishDragSort, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    return ctx.editWish(found, async (w, wish) => {
      const current = new Set((await w.lines(wish.id)).map((l) => l.id))
      const same = body.lineIds.length === current.size && body.lineIds.every((id) => current.has(id))
      if (!same) throw refuse('orderInvalid', PLANNING_TEXT.orderInvalid)
      await w.setOrder(wish.id, body.lineIds)
      return order(w, wish)
    })
  })

  implement(app, deleteWishById, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    return ctx.editWish(found, async (w, wish) => {
      const line = await w.line(wish.id, body.lineId)
      if (!line) throw refuse('lineNotFound', PLANNING_TEXT.lineNotFound)
      if (body.majorId === undefined) {
        await w.deleteLine(wish.id, line.id)
        return order(w, wish)
      }
      const ids = lineMajorIds(line)
      if (!ids.includes(body.majorId)) throw refuse('lineNotFound', PLANNING_TEXT.lineNotFound)
      const rest = ids.filter((id) => id !== body.majorId)
      if (rest.length === 0) await w.deleteLine(wish.id, line.id)
      else await w.setMajors(wish.id, line.id, rest)
      return order(w, wish)
    })
  })

  // Undo of a delete: the line as the client kept it, back at its position (docs/wish-undo.md).
  implement(app, restoreWishLine, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    const candidate = await ctx.candidate(request.userId)
    ctx.editable(found, candidate)
    const data = ctx.track(candidate)
    if (!ctx.data.schools.has(body.schoolId)) throw refuse('schoolNotFound', PLANNING_TEXT.schoolNotFound)
    // A unit still in the plan must be the one deleted (its batch, its majors); one gone from it comes back as it was.
    const unit = data.byKey.get(unitKey(body.schoolId, body.groupCode, body.majorId))
    if (unit) {
      if (unit.batch !== found.batch)
        throw refuse('batchMismatch', PLANNING_TEXT.batchMismatch(unit.batch, found.batch))
      if (!body.majorIds.every((id) => unit.majors.some((m) => m.majorId === id)))
        throw refuse('unitNotFound', PLANNING_TEXT.unitNotFound)
    }
    if (body.majorIds.length > data.majorsPerVolunteer)
      throw refuse('majorsFull', PLANNING_TEXT.majorsFull(data.majorsPerVolunteer))
    return ctx.editWish(found, async (w, wish) => {
      if (await w.lineOf(wish.id, body.schoolId, body.groupCode, body.majorId))
        throw refuse('duplicateLine', PLANNING_TEXT.duplicateLine)
      const line = { schoolId: body.schoolId, groupCode: body.groupCode, majorId: body.majorId }
      const restored = await w.insertLine(
        wish.id,
        { ...line, majors: body.majorIds, why: body.why },
        body.position,
        data.volunteers,
      )
      if (!restored) throw noRoom(candidate.province, data.volunteers, await w.lineCount(wish.id))
      return order(w, wish)
    })
  })

  implement(app, clearWish, async ({ body, request }) => {
    const found = await ctx.wish(request.userId, body.wishId)
    return ctx.editWish(found, async (w, wish) => {
      await w.clear(wish.id)
      return order(w, wish)
    })
  })
}
