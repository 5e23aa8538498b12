import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Static, TSchema } from 'typebox'
import Compile from 'typebox/compile'
import { collegeId, majorId } from './ids.js'
import { Article, Assessment, College, Job, Major } from './schemas.js'

/** The authored facts (upstream/data), relative to this module in src/ and in dist/ alike. */
export const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url))

export type CollegeEntry = College & { readonly id: number }
export type MajorEntry = Major & { readonly id: number; readonly level: '本科' | '专科' }

export interface AuthoredData {
  readonly colleges: readonly CollegeEntry[]
  readonly majors: readonly MajorEntry[]
  readonly jobs: readonly Job[]
  readonly assessments: readonly Assessment[]
  readonly articles: readonly Article[]
  /** sha256 of every data file: the seed reruns when the facts change. */
  readonly fingerprint: string
}

/** Article bodies are shown as HTML: only these tags (data/README.md). */
const ARTICLE_TAGS = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td'])

export class AuthoredDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`upstream/data has ${problems.length} problem(s):\n${problems.slice(0, 50).join('\n')}`)
    this.name = 'AuthoredDataError'
  }
}

/** Reads, validates and identifies every authored file; throws one error listing every problem. */
export function loadAuthoredData(dataDir = DATA_DIR): AuthoredData {
  const problems: string[] = []

  function readArray<S extends TSchema>(relative: string, schema: S): Static<S>[] {
    const raw = readFileSync(join(dataDir, relative), 'utf8')
    const entries: unknown = JSON.parse(raw)
    if (!Array.isArray(entries)) {
      problems.push(`${relative}: not a JSON array`)
      return []
    }
    const validator = compiled(schema)
    const valid: Static<S>[] = []
    for (const [index, entry] of entries.entries()) {
      if (validator.Check(entry)) valid.push(entry as Static<S>)
      else {
        for (const e of validator.Errors(entry).slice(0, 3)) {
          problems.push(`${relative}[${index}]${e.instancePath}: ${e.message}`)
        }
      }
    }
    return valid
  }
  const filesIn = (folder: string) => jsonFilesIn(dataDir, folder)

  const colleges = filesIn('colleges').flatMap((file) => {
    const province = file.slice('colleges/'.length, -'.json'.length)
    return readArray(file, College).map((college) => {
      if (college.province !== province) problems.push(`${file}: ${college.name} is in ${college.province}`)
      return { ...college, id: collegeId(college) }
    })
  })
  const majors = [
    ...filesIn('majors/undergraduate').flatMap((f) =>
      readArray(f, Major).map((m) => ({ ...m, level: '本科' as const })),
    ),
    ...filesIn('majors/vocational').flatMap((f) => readArray(f, Major).map((m) => ({ ...m, level: '专科' as const }))),
  ].map((m) => ({ ...m, id: majorId(m.code) }))
  const jobs = filesIn('jobs').flatMap((f) => readArray(f, Job))
  const assessments = filesIn('assessments').flatMap((f) => readArray(f, Assessment))
  const articles = filesIn('articles').flatMap((f) => readArray(f, Article))

  unique(problems, 'college id', colleges, (c) => c.id)
  unique(problems, 'college name', colleges, (c) => c.name)
  unique(problems, 'major code', majors, (m) => m.id)
  unique(problems, 'job id', jobs, (j) => j.id)
  unique(problems, 'job name', jobs, (j) => j.name)
  unique(problems, 'assessment id', assessments, (a) => a.id)
  unique(problems, 'assessment key', assessments, (a) => a.key)
  unique(problems, 'article id', articles, (a) => a.id)
  for (const job of jobs) {
    if (job.salary.min > job.salary.max) problems.push(`job ${job.name}: salary min above max`)
  }
  for (const article of articles) {
    const tags = [...article.body.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => (m[1] ?? '').toLowerCase())
    const foreign = tags.filter((t) => !ARTICLE_TAGS.has(t))
    if (foreign.length > 0)
      problems.push(`article ${article.id}: tags not allowed: ${[...new Set(foreign)].join(', ')}`)
  }
  if (problems.length > 0) throw new AuthoredDataError(problems)

  return {
    colleges: colleges.sort((a, b) => a.id - b.id),
    majors: majors.sort((a, b) => a.id - b.id),
    jobs: jobs.sort((a, b) => a.id - b.id),
    assessments: assessments.sort((a, b) => a.id - b.id),
    articles: articles.sort((a, b) => a.id - b.id),
    fingerprint: fingerprintAuthoredData(dataDir),
  }
}

const validators = new Map<TSchema, ReturnType<typeof Compile>>()
function compiled(schema: TSchema): ReturnType<typeof Compile> {
  let validator = validators.get(schema)
  if (!validator) {
    validator = Compile(schema)
    validators.set(schema, validator)
  }
  return validator
}

function jsonFilesIn(dataDir: string, folder: string): string[] {
  return readdirSync(join(dataDir, folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${folder}/${f}`)
}

const DATA_FOLDERS = ['colleges', 'majors/undergraduate', 'majors/vocational', 'jobs', 'assessments', 'articles']

/** sha256 over every data file's path and content: cheap enough to check on every start. */
export function fingerprintAuthoredData(dataDir = DATA_DIR): string {
  const hash = createHash('sha256')
  for (const file of DATA_FOLDERS.flatMap((folder) => jsonFilesIn(dataDir, folder))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dataDir, file)))
      .update('\0')
  }
  return hash.digest('hex')
}

function unique<T>(problems: string[], what: string, items: readonly T[], key: (item: T) => string | number): void {
  const seen = new Set<string | number>()
  for (const item of items) {
    const k = key(item)
    if (seen.has(k)) problems.push(`duplicate ${what}: ${k}`)
    seen.add(k)
  }
}
