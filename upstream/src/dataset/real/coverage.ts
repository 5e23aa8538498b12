import { type DataCoverageValue, publisherOf } from '@gaokao/contracts'
import { availableAdmissions, loadAdmissions } from './admissions.js'
import { loadInstitutions } from './institutions.js'
import { loadUndergraduateMajors } from './majors.js'
import { loadManifest, provinceYears } from './manifest.js'
import { REAL_DATA_DIR } from './paths.js'
import { loadRankTables } from './rank-tables.js'
import { loadSubjectRequirements } from './subject-requirements.js'

/** The distinct source pages of a file's rows, in the order they first appear, with their publisher. */
function sourcesOf(rows: readonly { readonly sourceUrl: string }[]) {
  return [...new Set(rows.map((r) => r.sourceUrl))].map((url) => ({ publisher: publisherOf(url), url }))
}

/**
 * Every published file the upstream ships, counted from the loaders (so the
 * 数据说明 page says what the files hold, not what we believe they hold).
 * `attributed(province, year)` is how many of a 投档线 file's rows the
 * database shows under a college; the loaders cannot know that.
 */
export function realDataCoverage(
  attributed: (province: string, year: number) => number,
  dir = REAL_DATA_DIR,
): DataCoverageValue {
  const files = fileCoverage(dir)
  return {
    ...files,
    admissions: files.admissions.map((a) => ({ ...a, attributed: attributed(a.province, a.year) })),
  }
}

// Reading and checking the files takes ~0.2 s; they do not change while the process runs, so every upstream
// built in one process (the tests build many) shares one reading.
const read = new Map<string, ReturnType<typeof readCoverage>>()
function fileCoverage(dir: string): ReturnType<typeof readCoverage> {
  let found = read.get(dir)
  if (!found) {
    found = readCoverage(dir)
    read.set(dir, found)
  }
  return found
}

function readCoverage(dir: string) {
  const manifest = loadManifest(dir)
  const institutions = loadInstitutions(dir)
  const majors = loadUndergraduateMajors(dir)
  return {
    repository: manifest.repository,
    commit: manifest.commit,
    institutions: { rows: institutions.length, ...pageOf(institutions[0]?.sourceUrl ?? '') },
    catalogue: { rows: majors.length, ...pageOf(majors[0]?.sourceUrl ?? '') },
    rankTables: provinceYears('rank-tables', dir).flatMap(({ province, year }) =>
      loadRankTables(province, year, dir).map((t) => ({
        province,
        year,
        track: t.track,
        rows: t.rows.length,
        topScore: t.top.score,
        floorScore: t.floor,
        ...pageOf(t.sourceUrl),
      })),
    ),
    admissions: availableAdmissions(dir).map(({ province, year }) => {
      const rows = loadAdmissions(province, year, dir)
      return { province, year, rows: rows.length, sources: sourcesOf(rows) }
    }),
    subjectRequirements: provinceYears('subject-requirements', dir).map(({ province, year }) => {
      const rows = loadSubjectRequirements(province, year, dir)
      return { province, year, rows: rows.length, sources: sourcesOf(rows) }
    }),
  }
}

function pageOf(url: string) {
  return { publisher: publisherOf(url), url }
}
