import { describe, expect, it } from 'vitest'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'
import { loadManifest } from '../src/dataset/real/manifest.js'
import { SEED_VERSION } from '../src/dataset/reference/index.js'
import { DATASET_VERSION_KEY } from '../src/dataset/seed.js'
import { MIGRATIONS } from '../src/db/migrations/index.js'
import { removeDataDir, tempDataDir } from './helpers.js'

// test/global-setup.ts opened an empty directory for this run (the first start, timed and printed there);
// tempDataDir() hands out copies of what that start left behind.

const meta = (db: ReturnType<typeof openSeededDatabase>, key: string) =>
  db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key)

describe('the data directory', () => {
  it('is migrated and seeded on first start, and left alone on the next', () => {
    const dir = tempDataDir()
    const first = openSeededDatabase(dir)
    expect(first.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
    expect(first.prepare('SELECT COUNT(*) FROM regions').pluck().get()).toBeGreaterThan(400)
    expect(meta(first, 'seed_version')).toBe(SEED_VERSION)
    // The generator, the authored files' fingerprint and the commit of the published files shipped.
    expect(meta(first, DATASET_VERSION_KEY)).toMatch(/^\d+\+[0-9a-f]{16}\+real-[0-9a-f]{12}$/)
    expect(String(meta(first, DATASET_VERSION_KEY)).endsWith(`+real-${loadManifest().commit.slice(0, 12)}`)).toBe(true)
    // A reseed would overwrite this edit.
    first.prepare("UPDATE colleges SET intro = 'edited' WHERE id = 10001").run()
    first.close()

    const second = openSeededDatabase(dir)
    expect(second.prepare('SELECT intro FROM colleges WHERE id = 10001').pluck().get()).toBe('edited')
    second.close()
    removeDataDir(dir)
  })

  it('reseeds reference data when the seed version changes', () => {
    const dir = tempDataDir()
    const db = openSeededDatabase(dir)
    db.prepare("UPDATE meta SET value = 'old' WHERE key = 'seed_version'").run()
    db.prepare("DELETE FROM gaokao_provinces WHERE name = '江苏'").run()
    db.close()
    const reopened = openSeededDatabase(dir)
    expect(reopened.prepare('SELECT COUNT(*) FROM gaokao_provinces').pluck().get()).toBe(31)
    reopened.close()
    removeDataDir(dir)
  })

  it('regenerates the dataset when its version changes, leaving other tables alone', () => {
    const dir = tempDataDir()
    const db = openSeededDatabase(dir)
    const before = db.prepare('SELECT COUNT(*) FROM major_admissions').pluck().get()
    db.prepare("UPDATE meta SET value = 'old' WHERE key = ?").run(DATASET_VERSION_KEY)
    db.prepare("UPDATE colleges SET intro = 'edited' WHERE id = 10001").run()
    db.prepare('DELETE FROM major_admissions WHERE school_id = 10001').run()
    // Stands in for a table users write to (none exists yet): a reseed must not touch it.
    db.exec("CREATE TABLE user_notes (college_id INTEGER, note TEXT); INSERT INTO user_notes VALUES (10001, 'mine')")
    db.close()

    const started = performance.now()
    let reseeded = false
    const reopened = openSeededDatabase(dir, () => {
      reseeded = true
    })
    console.info(`reseeded the dataset in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    expect(reseeded).toBe(true)
    expect(reopened.prepare('SELECT intro FROM colleges WHERE id = 10001').pluck().get()).not.toBe('edited')
    expect(reopened.prepare('SELECT COUNT(*) FROM major_admissions').pluck().get()).toBe(before)
    expect(reopened.prepare('SELECT note FROM user_notes').pluck().get()).toBe('mine')
    expect(reopened.pragma('foreign_keys', { simple: true })).toBe(1)
    reopened.close()
    removeDataDir(dir)
  }, 120_000)
})
