import type { DataCoverageValue, ProvenanceValue } from '@gaokao/contracts'

/**
 * Where a province, year and track's 一分一段表 comes from, as datasetInfo's
 * coverage lists the published ones: its publisher and page, or generated
 * (示例数据) when none was published. For answers that carry no source of
 * their own (queryWc's bare rank).
 */
export function rankTableSource(
  coverage: DataCoverageValue | undefined,
  key: { province: string; year: number; track: string },
): ProvenanceValue {
  const table = coverage?.rankTables.find(
    (t) => t.province === key.province && t.year === key.year && t.track === key.track,
  )
  if (!table) return { kind: 'generated', authority: '', year: key.year, url: '' }
  return { kind: 'published', authority: table.publisher, year: key.year, url: table.url }
}

/**
 * Where a province and year's 投档线 come from: the published file's
 * publisher and first page when the upstream ships one (the database then
 * holds no generated line for that province and year), else generated. For
 * answers that carry no source of their own (a college's trend).
 */
export function admissionsSource(
  coverage: DataCoverageValue | undefined,
  key: { province: string; year: number },
): ProvenanceValue {
  const file = coverage?.admissions.find((a) => a.province === key.province && a.year === key.year)
  const page = file?.sources[0]
  if (!page) return { kind: 'generated', authority: '', year: key.year, url: '' }
  return { kind: 'published', authority: page.publisher, year: key.year, url: page.url }
}

/** One source per kind and publisher, at its latest year: what a figure spanning several years says. */
export function latestPerSource(sources: readonly ProvenanceValue[]): ProvenanceValue[] {
  const latest = new Map<string, ProvenanceValue>()
  for (const source of sources) {
    const key = `${source.kind} ${source.authority}`
    const found = latest.get(key)
    if (!found || found.year < source.year) latest.set(key, source)
  }
  return [...latest.values()]
}

/**
 * A figure read off a province, year and track's 一分一段表 (a rank from a
 * score): derived, with the table's publisher and page, when the table was
 * published; generated (示例数据) when it was not.
 */
export function readOffRankTable(
  coverage: DataCoverageValue | undefined,
  key: { province: string; year: number; track: string },
): ProvenanceValue {
  const table = rankTableSource(coverage, key)
  return table.kind === 'published' ? { ...table, kind: 'derived' } : table
}
