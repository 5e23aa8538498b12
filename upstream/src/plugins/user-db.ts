import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  postgresTarget,
  postgresUserStore,
  sqliteUserStore,
  type UserDb,
  type UserDialect,
} from '../db/user-db/open-user-db.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The tables users write to (db/user-db/tables.ts): SQLite by default, PostgreSQL with DATABASE_URL. */
    userDb: UserDb
    userDialect: UserDialect
  }
}

export interface UserDbOptions {
  /** Empty keeps user state in the SQLite file beside the dataset (docs/user-store.md). */
  databaseUrl: string
}

/** Opens the user store for the app's lifetime; the reference dataset stays in the database plugin's SQLite. */
export default fp<UserDbOptions>(
  async (app: FastifyInstance, options) => {
    const store =
      options.databaseUrl === ''
        ? sqliteUserStore(app.db)
        : await postgresUserStore(options.databaseUrl, {
            onIdleError: (error) =>
              app.log.warn(
                { target: postgresTarget(options.databaseUrl), err: error.message },
                'user database connection lost',
              ),
          })
    if (store.dialect === 'postgres')
      app.log.info({ target: postgresTarget(options.databaseUrl) }, 'user state in PostgreSQL')
    app.decorate('userDb', store.db)
    app.decorate('userDialect', store.dialect)
    app.addHook('onClose', async () => store.close())
  },
  { name: 'user-db', dependencies: ['database'] },
)
