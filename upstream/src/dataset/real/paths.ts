import { fileURLToPath } from 'node:url'

/** The published files (upstream/data/real), relative to this module in src/ and in dist/ alike. */
export const REAL_DATA_DIR = fileURLToPath(new URL('../../../data/real/', import.meta.url))

export const MANIFEST_FILE = 'manifest.json'
export const INSTITUTIONS_FILE = 'institutions-2025.json'
export const MAJORS_FILE = 'undergraduate-majors.json'

/** The folders of per-province files; a file is named `<省>-<year>.json` (江苏-2025.json). */
export type ProvinceYearKind = 'rank-tables' | 'admissions' | 'subject-requirements'

export function provinceYearFile(kind: ProvinceYearKind, province: string, year: number): string {
  return `${kind}/${province}-${year}.json`
}

/** The province and year a per-province file is named after, or undefined for any other path. */
export function parseProvinceYearFile(
  file: string,
): { kind: ProvinceYearKind; province: string; year: number } | undefined {
  const match = /^(rank-tables|admissions|subject-requirements)\/(.+)-(\d{4})\.json$/.exec(file)
  if (!match) return undefined
  return { kind: match[1] as ProvinceYearKind, province: match[2] ?? '', year: Number(match[3]) }
}
