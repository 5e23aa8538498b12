import { MANIFEST_FILE, type ProvinceYearKind, parseProvinceYearFile, REAL_DATA_DIR } from './paths.js'
import { RealDataError, readValidated } from './read-file.js'
import { Manifest } from './schemas.js'

export interface RealDataManifest {
  /** The project the files come from (NOTICE) and the commit they were taken at. */
  readonly repository: string
  readonly commit: string
  /** Every shipped data file with its row count (a rank table's rows are its triples, all tracks). */
  readonly files: readonly { readonly file: string; readonly rows: number; readonly what: string }[]
}

/** manifest.json: the index of the shipped files; it decides what the loaders offer. */
export function loadManifest(dir = REAL_DATA_DIR): RealDataManifest {
  const manifest = readValidated(dir, MANIFEST_FILE, Manifest)
  const [, repository = '', commit = ''] = /^(\S+)@([0-9a-f]{40}) /.exec(manifest.from) ?? []
  const problems = manifest.files
    .filter(({ file }) => file.includes('/') && !parseProvinceYearFile(file))
    .map(({ file }) => `${MANIFEST_FILE}: ${file} is not named <folder>/<省>-<year>.json`)
  if (problems.length > 0) throw new RealDataError(problems)
  return { repository, commit, files: manifest.files }
}

/** The provinces and years a folder holds a file for, as the manifest lists them. */
export function provinceYears(
  kind: ProvinceYearKind,
  dir = REAL_DATA_DIR,
): readonly { readonly province: string; readonly year: number }[] {
  return loadManifest(dir)
    .files.map(({ file }) => parseProvinceYearFile(file))
    .filter((parsed) => parsed?.kind === kind)
    .map((parsed) => ({ province: parsed?.province ?? '', year: parsed?.year ?? 0 }))
}
