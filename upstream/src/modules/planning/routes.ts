import {
  apiPath,
  fillVolunteer,
  type MemberFeature,
  queryMajorHistoryPlan,
  querySchoolHistoryPlan,
  toFillVolunteer,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { memberGate } from '../membership/gate.js'
import { choiceRoutes } from './choice-routes.js'
import { PlanningContext } from './context.js'
import { fillRoutes } from './fill-routes.js'
import { wishRoutes } from './wish-routes.js'

/**
 * The planning calls only members may make (docs/spec-rules.md, Product): adding to a
 * table (自主填报), one-click filling (一键填报), and the raw plans and score
 * lines by group and major (招生计划, 历年专业分数线). Browsing options with
 * their chances, reading, ordering, exporting and deleting one's own tables
 * stay open, so a membership that ended never locks a student out of the
 * tables they made.
 */
const MEMBER_CALLS = new Map<string, MemberFeature>([
  [apiPath(fillVolunteer), 'selfFill'],
  [apiPath(toFillVolunteer), 'aiFill'],
  [apiPath(querySchoolHistoryPlan), 'plans'],
  [apiPath(queryMajorHistoryPlan), 'majorScores'],
])

/**
 * Planning (docs/spec-rules.md, Calls: Intelligent choice, /web/toFillVolunteer,
 * the user's wish calls): options with their admission chance, volunteer tables,
 * one-click filling and the exports. The membership gate stands in front of
 * MEMBER_CALLS, before any other rule of theirs.
 */
export default async function planningRoutes(app: FastifyInstance): Promise<void> {
  const ctx = new PlanningContext(app)
  const gate = memberGate(app)
  app.addHook('preHandler', async (request) => {
    const feature = MEMBER_CALLS.get(request.routeOptions.url ?? '')
    if (feature === undefined) return
    // Instance hooks run before the route's own authentication: authenticate here (401 without a session).
    await app.authenticate(request)
    await gate(request, feature)
  })
  choiceRoutes(app, ctx)
  wishRoutes(app, ctx)
  fillRoutes(app, ctx)
}
