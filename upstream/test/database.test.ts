import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../src/db/migrations.js'
import { openDatabase } from '../src/db/open.js'
import { SEED_VERSION } from '../src/db/seed/index.js'
import { tempDataDir } from './helpers.js'

describe('the data directory', () => {
  it('is created, migrated and seeded on first start, and left alone on the next', () => {
    const dir = tempDataDir()
    const first = openDatabase(dir)
    expect(first.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
    const count = () => first.prepare('SELECT COUNT(*) FROM regions').pluck().get()
    const regions = count()
    expect(regions).toBeGreaterThan(400)
    first.close()

    const second = openDatabase(dir)
    expect(second.prepare('SELECT COUNT(*) FROM regions').pluck().get()).toBe(regions)
    expect(second.prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get()).toBe(SEED_VERSION)
    second.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('reseeds reference data when the seed version changes', () => {
    const dir = tempDataDir()
    const db = openDatabase(dir)
    db.prepare("UPDATE meta SET value = 'old' WHERE key = 'seed_version'").run()
    db.prepare("DELETE FROM gaokao_provinces WHERE name = '江苏'").run()
    db.close()
    const reopened = openDatabase(dir)
    expect(reopened.prepare('SELECT COUNT(*) FROM gaokao_provinces').pluck().get()).toBe(31)
    reopened.close()
    rmSync(dir, { recursive: true, force: true })
  })
})
