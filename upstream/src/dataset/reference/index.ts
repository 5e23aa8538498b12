import type { Db } from '../../db/open.js'
import { seedCarousel, seedDicts, seedGaokaoProvinces } from './reference.js'
import { seedRegions } from './regions.js'

/**
 * Bump when seeded reference data changes: a data directory seeded by an
 * older version is reseeded on start. Tables a user writes to are never touched.
 */
export const SEED_VERSION = '1'

const REFERENCE_SEEDS: readonly { table: string; seed: (db: Db) => void }[] = [
  { table: 'regions', seed: seedRegions },
  { table: 'gaokao_provinces', seed: seedGaokaoProvinces },
  { table: 'dicts', seed: seedDicts },
  { table: 'carousel', seed: seedCarousel },
]

export function seedReferenceData(db: Db): void {
  const current = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get()
  if (current === SEED_VERSION) return
  db.transaction(() => {
    for (const { table, seed } of REFERENCE_SEEDS) {
      db.exec(`DELETE FROM ${table}`)
      seed(db)
    }
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seed_version', ?)").run(SEED_VERSION)
  })()
}
