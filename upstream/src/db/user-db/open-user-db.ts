import { ConfigError } from '@gaokao/contracts'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Db } from '../open.js'
import { migratePostgres } from './migrate-postgres.js'
import type { UserTables } from './tables.js'

export type UserDb = Kysely<UserTables>
export type UserDialect = 'sqlite' | 'postgres'

/** Where user state lives (docs/user-store.md): the Kysely handle, its dialect and how to let it go. */
export interface UserStore {
  readonly db: UserDb
  readonly dialect: UserDialect
  close(): Promise<void>
}

/** How long the boot waits for PostgreSQL before it stops naming DATABASE_URL. */
export const POSTGRES_BOOT_TIMEOUT_MS = 3000

/**
 * The default: user tables in the upstream's own SQLite file, on the same
 * connection as the reference data (migrations 03-09 made them). Kysely's
 * SQLite driver runs one query at a time behind a mutex, so a transaction
 * holds the connection until it ends and no other request's statement lands
 * inside it. Closing leaves the connection to the database plugin.
 */
export function sqliteUserStore(database: Db): UserStore {
  const db = new Kysely<UserTables>({ dialect: new SqliteDialect({ database }) })
  return { db, dialect: 'sqlite', close: async () => undefined }
}

/** host:port/database of a URL, never its user or password (logs and boot errors quote this). */
export function postgresTarget(url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
}

// BIGINT (times in ms, counts) comes back as a string by default; every value we keep is below 2^53.
const BIGINT_OID = 20
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

export interface PostgresOptions {
  /** Connections per replica; PostgreSQL's default max_connections (100) bounds the sum over replicas. */
  poolSize?: number
  /** Where a dropped idle connection is reported (the pool reconnects by itself). */
  onIdleError?: (error: Error) => void
}

/**
 * User tables in PostgreSQL (DATABASE_URL), shared by every replica. Boot
 * asks once and migrates under an advisory lock, so two replicas starting
 * together do not both create the tables. No answer within 3 s stops the
 * process with one line naming the variable (docs/configuration.md).
 */
export async function postgresUserStore(url: string, options: PostgresOptions = {}): Promise<UserStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: POSTGRES_BOOT_TIMEOUT_MS,
    types,
  })
  pool.on('error', (error) => options.onIdleError?.(error))
  try {
    await migratePostgres(pool)
  } catch (error) {
    await pool.end().catch(() => undefined)
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigError(
      `Invalid configuration: DATABASE_URL: PostgreSQL at ${postgresTarget(url)} did not answer within ${POSTGRES_BOOT_TIMEOUT_MS / 1000} s or refused the connection (${reason})`,
    )
  }
  const db = new Kysely<UserTables>({ dialect: new PostgresDialect({ pool }) })
  return { db, dialect: 'postgres', close: () => db.destroy() }
}
