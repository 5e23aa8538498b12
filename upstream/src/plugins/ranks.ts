import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { RankLookup } from '../modules/rank/rank-lookup.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The latest 一分一段表 of every province and track, in memory (loaded once at start). */
    ranks: RankLookup
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('ranks', RankLookup.fromDatabase(app.db))
  },
  { name: 'ranks', dependencies: ['database'] },
)
