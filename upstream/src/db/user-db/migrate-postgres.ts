import type pg from 'pg'
import { POSTGRES_MIGRATIONS } from './postgres-migrations.js'

// Any fixed number: it names the lock every replica takes while it migrates.
const MIGRATION_LOCK = 2_028_0001

/**
 * Applies the migrations a PostgreSQL database lacks, one transaction, under a
 * transaction-scoped advisory lock: the second replica to boot waits, then
 * finds nothing to do.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await client.query(
      'CREATE TABLE IF NOT EXISTS user_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    )
    const { rows } = await client.query<{ applied: number | null }>(
      'SELECT max(version) AS applied FROM user_migrations',
    )
    const applied = rows[0]?.applied ?? 0
    for (let version = applied + 1; version <= POSTGRES_MIGRATIONS.length; version++) {
      await client.query(POSTGRES_MIGRATIONS[version - 1] as string)
      await client.query('INSERT INTO user_migrations (version, applied_at) VALUES ($1, $2)', [version, Date.now()])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
