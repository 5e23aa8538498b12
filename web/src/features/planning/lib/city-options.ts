import { MUNICIPALITIES } from '@gaokao/contracts'
import type { RegionOption } from '../../../api/reference/regions'

/** The cities of one chosen school province, as the city filter offers them. */
export interface CityGroup {
  province: string
  cities: string[]
}

/**
 * The cities the chosen school provinces may be narrowed to, from the site's
 * regions (GB/T 2260, docs/regions.md). A province is matched by its short
 * name (江苏 -> 江苏省). Municipalities offer none: their second level is
 * districts, while their colleges' city is the municipality itself.
 */
export function cityGroups(regions: readonly RegionOption[], provinces: readonly string[]): CityGroup[] {
  const groups: CityGroup[] = []
  for (const province of provinces) {
    const region = regions.find((r) => r.label.startsWith(province))
    if (!region || MUNICIPALITIES.includes(province)) continue
    const cities = (region.children ?? []).map((c) => c.label)
    if (cities.length > 0) groups.push({ province, cities })
  }
  return groups
}

/** The chosen cities still offered once the provinces changed (a city of a dropped province goes with it). */
export function keepOffered(cities: readonly string[], groups: readonly CityGroup[]): string[] {
  const offered = new Set(groups.flatMap((g) => g.cities))
  return cities.filter((c) => offered.has(c))
}
