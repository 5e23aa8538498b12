import { type Db, openDatabase } from '../db/open.js'
import { seedReferenceData } from './reference/index.js'
import { type SeedReport, seedDataset } from './seed.js'

/**
 * Opens and migrates the database in dataDir, then seeds the reference data and the dataset where
 * the database holds an older version of them (a first start seeds everything). The one entry point
 * that builds a database: the server's database plugin, the tests' template and the benches call it.
 */
export function openSeededDatabase(dataDir: string, onDatasetSeeded?: (report: SeedReport) => void): Db {
  const db = openDatabase(dataDir)
  seedReferenceData(db)
  const report = seedDataset(db)
  if (report.seeded) onDatasetSeeded?.(report)
  return db
}
