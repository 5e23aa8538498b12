import { DICTIONARIES } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { GAOKAO_PROVINCES } from './gaokao-provinces.js'

export function seedGaokaoProvinces(db: Db): void {
  const insert = db.prepare('INSERT INTO gaokao_provinces (name, region_code, gkms, sort) VALUES (?, ?, ?, ?)')
  for (const [i, p] of GAOKAO_PROVINCES.entries()) insert.run(p.name, p.regionCode, p.gkms, i)
}

export function seedDicts(db: Db): void {
  const insert = db.prepare('INSERT INTO dicts (code_type, code, code_name, sort) VALUES (?, ?, ?, ?)')
  for (const [codeType, entries] of Object.entries(DICTIONARIES)) {
    for (const [i, e] of entries.entries()) insert.run(codeType, e.code, e.name, i + 1)
  }
}

/** Banners the upstream serves; the web adds three fixed ones of its own (docs/spec-rules.md, Screens). */
const CAROUSEL = [
  { filePath: '/images/banners/rank.svg', url: '/rank' },
  { filePath: '/images/banners/college.svg', url: '/college' },
  { filePath: '/images/banners/evaluate.svg', url: '/evaluate' },
]

export function seedCarousel(db: Db): void {
  const insert = db.prepare('INSERT INTO carousel (file_path, url, sort) VALUES (?, ?, ?)')
  for (const [i, c] of CAROUSEL.entries()) insert.run(c.filePath, c.url, i)
}
