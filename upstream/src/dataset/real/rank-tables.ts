import type { Track } from '@gaokao/contracts'
import { provinceYears } from './manifest.js'
import { provinceYearFile, REAL_DATA_DIR } from './paths.js'
import { type RankRow, splitRankRows } from './rank-rows.js'
import { RealDataError, readValidated } from './read-file.js'
import { RankTableFile, TRACK_NAMES } from './schemas.js'
import { firstPublishedScore } from './withheld-rows.js'

/** One published 一分一段表: a province, year and track. */
export interface RealRankTable {
  readonly province: string
  readonly year: number
  readonly track: Track
  readonly sourceUrl: string
  /** Every row as published, best score first. */
  readonly rows: readonly RankRow[]
  /** Rows above the first published figure (withheld-rows.ts): never used. */
  readonly withheld: readonly RankRow[]
  /** Rows that agree with neither neighbour (rank-rows.ts): never a rank; their count may confirm a repair (rank-lookup.ts). */
  readonly unreadable: readonly RankRow[]
  /** The rows lookups use, by score. */
  readonly byScore: ReadonlyMap<number, RankRow>
  /** The first usable row: a score above it is only known to be within its cumulative count. */
  readonly top: RankRow
  /** The lowest usable score: the table publishes nothing below it. */
  readonly floor: number
}

export interface RankTableKey {
  readonly province: string
  readonly year: number
  readonly track: Track
}

/**
 * The tables of one province and year (one per track), or none when no file
 * was published. Only files the manifest lists are read, so a province name
 * from a request can never name another path.
 */
export function loadRankTables(province: string, year: number, dir = REAL_DATA_DIR): readonly RealRankTable[] {
  if (!provinceYears('rank-tables', dir).some((p) => p.province === province && p.year === year)) return []
  const file = provinceYearFile('rank-tables', province, year)
  const json = readValidated(dir, file, RankTableFile)
  if (json.province !== province || json.year !== year) {
    throw new RealDataError([`${file}: holds ${json.province} ${json.year}`])
  }
  return TRACK_NAMES.flatMap((track) => {
    const triples = json.categories[track]
    if (triples === undefined) return []
    const sourceUrl = json.sourceUrl[track]
    if (sourceUrl === undefined) throw new RealDataError([`${file}/sourceUrl: no URL for ${track}`])
    return [tableOf(file, { province, year, track }, sourceUrl, triples)]
  })
}

export function loadRankTable(key: RankTableKey, dir = REAL_DATA_DIR): RealRankTable | undefined {
  return loadRankTables(key.province, key.year, dir).find((t) => t.track === key.track)
}

/** Every (province, year, track) with a published table, provinces and years as the manifest orders them. */
export function availableRankTables(dir = REAL_DATA_DIR): readonly RankTableKey[] {
  return provinceYears('rank-tables', dir).flatMap(({ province, year }) =>
    loadRankTables(province, year, dir).map((t) => ({ province, year, track: t.track })),
  )
}

function tableOf(
  file: string,
  key: RankTableKey,
  sourceUrl: string,
  triples: readonly (readonly [number, number, number])[],
): RealRankTable {
  const rows = triples.map(([score, count, cumulative]) => ({ score, count, cumulative }))
  const first = firstPublishedScore(key.province, key.year, key.track)
  // Rows above the first published score are withheld; findIndex's -1 (no such row) withholds none.
  const start = Math.max(0, first === undefined ? 0 : rows.findIndex((r) => r.score <= first))
  const withheld = rows.slice(0, start)
  const { usable, unreadable } = splitRankRows(rows.slice(start))
  const top = usable[0]
  const bottom = usable.at(-1)
  if (top === undefined || bottom === undefined) {
    throw new RealDataError([`${file}/categories/${key.track}: no two rows agree`])
  }
  return {
    ...key,
    sourceUrl,
    rows,
    withheld,
    unreadable,
    byScore: new Map(usable.map((r) => [r.score, r])),
    top,
    floor: bottom.score,
  }
}
