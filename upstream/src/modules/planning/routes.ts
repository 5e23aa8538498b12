import type { FastifyInstance } from 'fastify'
import { choiceRoutes } from './choice-routes.js'
import { PlanningContext } from './context.js'
import { fillRoutes } from './fill-routes.js'
import { wishRoutes } from './wish-routes.js'

/**
 * Planning (spec §7 Intelligent choice, /web/toFillVolunteer, the user's
 * wish calls): options with their admission chance, volunteer tables,
 * one-click filling and the exports. Self-filled and one-click filling are
 * member features (spec §1): the membership gate (issue 8) goes here, in
 * front of the calls that need a member.
 */
export default async function planningRoutes(app: FastifyInstance): Promise<void> {
  const ctx = new PlanningContext(app)
  choiceRoutes(app, ctx)
  wishRoutes(app, ctx)
  fillRoutes(app, ctx)
}
