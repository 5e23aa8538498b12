import {
  apiPath,
  type BodyOf,
  type Endpoint,
  EXCEL_CONTENT_TYPE,
  EXPORT_TEXT,
  PDF_CONTENT_TYPE,
  PLANNING_TEXT,
  toFillVolunteer,
  WISH_LIST_LIMIT,
  type WishDetail,
  wishExecl,
  wishPdf,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../lib/implement.js'
import { DEMO_FIGURES } from '../../lib/provenance.js'
import { autoFill } from './auto-fill.js'
import { type PlanningContext, refuse } from './context.js'
import { wishExcel } from './exports/wish-excel.js'
import type { ExportFacts } from './exports/wish-lines-text.js'
import { wishPdf as renderPdf } from './exports/wish-pdf.js'
import { fillContextOf } from './fill-context.js'
import { wishSummary } from './views.js'
import { wishDetail } from './wish-view.js'
import type { NewLine, Wishes } from './wishes.js'

/** One-click filling (AI填报) and the exports of a table. */
export function fillRoutes(app: FastifyInstance, ctx: PlanningContext): void {
  const { wishes } = ctx
  const fillContext = fillContextOf(app.db, app.userDb, ctx.data.majors)

  implement(app, toFillVolunteer, async ({ body, request }) => {
    const userId = request.userId ?? 0
    const candidate = await ctx.candidate(userId)
    const data = ctx.track(candidate)
    const prefs = body.preferences
    const split = prefs.split
    if (split && split.reach + split.match + split.safe !== 100)
      throw refuse('splitInvalid', PLANNING_TEXT.splitInvalid)
    const existing = body.wishId === undefined ? undefined : await ctx.wish(userId, body.wishId)
    if (existing) ctx.editable(existing, candidate)
    // These answer before the fill's work; both are checked again under the lock below.
    const overLimit = async (store: Wishes) => !existing && (await store.count(userId)) >= WISH_LIST_LIMIT
    const given = body.name?.trim() || existing?.name
    const taken = async (store: Wishes, name: string) => store.nameTaken(userId, name, existing?.id ?? 0)
    if (await overLimit(wishes)) throw refuse('wishLimit', PLANNING_TEXT.wishLimit(WISH_LIST_LIMIT))
    if (given && (await taken(wishes, given))) throw refuse('wishNameTaken', PLANNING_TEXT.wishNameTaken)

    const result = autoFill(ctx.data, data, candidate, prefs, await fillContext(userId))
    if (result.lines.length === 0) throw refuse('nothingToFill', PLANNING_TEXT.nothingToFill)
    const lines: NewLine[] = result.lines.map(({ option, why }) => ({
      schoolId: option.unit.schoolId,
      groupCode: option.unit.groupCode,
      majorId: option.unit.majorId,
      majors: option.unit.kind === 'major' ? [] : option.majors.map((m) => m.majorId),
      why,
    }))
    const physical = {
      colourVision: prefs.colourVision,
      visionDecimal: prefs.visionDecimal,
      visionFivePoint: prefs.visionFivePoint,
    }
    const update = {
      batch: result.batch,
      acceptAdjust: prefs.acceptAdjust !== false,
      physical: JSON.parse(JSON.stringify(physical)) as typeof physical,
      preferences: prefs,
    }
    const wishId = await wishes.locked(userId, async (w) => {
      if (await overLimit(w)) throw refuse('wishLimit', PLANNING_TEXT.wishLimit(WISH_LIST_LIMIT))
      // A name of its own is picked here, so two unnamed fills at once get two names.
      const name = given || (await w.freeName(userId, PLANNING_TEXT.aiWishName))
      if (await taken(w, name)) throw refuse('wishNameTaken', PLANNING_TEXT.wishNameTaken)
      if (existing) {
        await w.regenerate(await ctx.wish(userId, existing.id, w), { ...update, name }, lines)
        return existing.id
      }
      return w.create(
        userId,
        { ...update, name, kind: 'ai', info: '', province: candidate.province, track: candidate.track },
        lines,
      )
    })
    const wish = await ctx.wish(userId, wishId)
    // The saved table judged as queryVolunteer will show it, so the result and the table agree.
    const { risk } = wishDetail(ctx.data, wish, await wishes.lines(wishId), candidate, data)
    return { wish: wishSummary(wish, data.volunteers), counts: { ...result.counts }, shortfall: result.shortfall, risk }
  })

  const facts = (): ExportFacts => ({ demo: DEMO_FIGURES, generatedAt: new Date(app.now()) })
  fileRoute(app, ctx, wishExecl, 'xlsx', EXCEL_CONTENT_TYPE, (detail) => wishExcel(detail, facts()))
  fileRoute(app, ctx, wishPdf, 'pdf', PDF_CONTENT_TYPE, (detail) => renderPdf(detail, facts()))
}

/**
 * A call that answers a file rather than an envelope: the body schema and
 * the login check as implement() would apply them, then the bytes with
 * Content-Disposition attachment. Refusals still answer as envelopes.
 */
function fileRoute<E extends Endpoint>(
  app: FastifyInstance,
  ctx: PlanningContext,
  endpoint: E,
  extension: string,
  contentType: string,
  render: (detail: WishDetail) => Promise<Buffer>,
): void {
  app.route({
    method: 'POST',
    url: apiPath(endpoint),
    schema: { body: endpoint.body },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const body = request.body as BodyOf<typeof wishExecl>
      const wish = await ctx.wish(request.userId, body.wishId)
      const candidate = await ctx.candidate(request.userId)
      ctx.editable(wish, candidate)
      const detail = wishDetail(ctx.data, wish, await ctx.wishes.lines(wish.id), candidate, ctx.track(candidate))
      const file = await render(detail)
      const name = EXPORT_TEXT.fileName(wish.name, extension)
      return reply
        .header('content-type', contentType)
        .header(
          'content-disposition',
          `attachment; filename="wish-${wish.id}.${extension}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'no-store')
        .send(file)
    },
  })
}
