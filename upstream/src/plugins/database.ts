import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { openSeededDatabase } from '../dataset/open-seeded.js'
import type { Db } from '../db/open.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

export interface DatabaseOptions {
  dataDir: string
}

/** Opens the SQLite database (migrated and seeded) for the app's lifetime. */
export default fp<DatabaseOptions>(
  async (app: FastifyInstance, options) => {
    const db = openSeededDatabase(options.dataDir, (report) =>
      app.log.info(
        { version: report.version, ms: Math.round(report.milliseconds), rows: report.rows },
        'dataset seeded',
      ),
    )
    app.decorate('db', db)
    app.addHook('onClose', async () => db.close())
  },
  { name: 'database' },
)
