import {
  type BodyOf,
  COLLEGE_TEXT,
  type DataOf,
  PAGE_SIZE_DEFAULT,
  type querySchoolDetails,
  type querySchoolList,
  type querySchoolRank,
  type querySchoolRecommendations,
  type SchoolSort,
  schoolTagRank,
} from '@gaokao/contracts'
import { LATEST_YEAR } from '../../dataset/generate/model.js'
import { aliasNamesOf } from '../../dataset/school-aliases.js'
import type { Db } from '../../db/open.js'
import { RANKING_BASIS_COLUMN, rankingBasisOf, rankingYearOf } from './ranking-basis.js'
import { type Admission, SchoolLines } from './school-lines.js'

type ListItem = DataOf<typeof querySchoolList>['list'][number]
type Summary = Omit<ListItem, 'admission'>
type RankItem = DataOf<typeof querySchoolRank>['list'][number]

/** A college row with its tags (comma-joined) and ranking, as the summary queries select it. */
interface SummaryRow {
  id: number
  name: string
  province: string
  city: string
  level: string
  type: string
  nature: string
  authority: string
  tags: string | null
  rank: number | null
  type_rank: number | null
  score: number | null
  ranking_basis: string | null
}

const SUMMARY_COLUMNS = `
  c.id, c.name, c.province, c.city, c.level, c.type, c.nature, c.authority,
  (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags,
  r.rank, r.type_rank, r.score, ${RANKING_BASIS_COLUMN}`

/**
 * The filters shared by the list and the ranking, as one WHERE clause whose
 * absent filters are NULL: one prepared statement serves every combination
 * (2,927 colleges: a scan costs about a millisecond, npm run bench:college). Tags must all be held.
 */
const FILTERS = `
  (@province IS NULL OR c.province = @province)
  AND (@city IS NULL OR c.city = @city)
  AND (@level IS NULL OR c.level = @level)
  AND (@type IS NULL OR c.type = @type)
  AND (@nature IS NULL OR c.nature = @nature)
  AND (@keyword IS NULL OR instr(c.name, @keyword) > 0 OR c.name IN (SELECT value FROM json_each(@aliases)))
  AND (@tagCount = 0 OR (
    SELECT count(*) FROM college_tags t
    WHERE t.college_id = c.id AND t.tag IN (SELECT value FROM json_each(@tags))
  ) = @tagCount)`

/** The college's lowest admission in a province, year and track: the least wanted of its groups. */
const SNAPSHOT = `(
  SELECT min(a.min_score) FROM school_admissions a
  WHERE a.school_id = c.id AND a.province = @examProvince AND a.year = @year AND a.track = @track
    AND a.printed_name = '')`

const BY_RANK = `c.level = '专科', r.rank IS NULL, r.rank, c.id`
const ORDER: Record<SchoolSort, { column: string; order: string }> = {
  rank: { column: 'NULL', order: BY_RANK },
  name: { column: 'college_pinyin_order(c.id)', order: 'sort_key, c.id' },
  score: { column: SNAPSHOT, order: `sort_key IS NULL, sort_key DESC, ${BY_RANK}` },
}

interface Filters {
  province: string | null
  city: string | null
  level: string | null
  type: string | null
  nature: string | null
  keyword: string | null
  /** The full names the keyword stands for when it is a short name (南大: 南京大学), as JSON. */
  aliases: string
  tags: string
  tagCount: number
}

function filtersOf(body: {
  province?: string
  city?: string
  level?: string
  type?: string
  nature?: string
  keyword?: string
  tags?: string[]
}): Filters {
  const text = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim())
  const tags = [...new Set(body.tags ?? [])]
  const keyword = text(body.keyword)
  return {
    province: text(body.province),
    city: text(body.city),
    level: text(body.level),
    type: text(body.type),
    nature: text(body.nature),
    keyword,
    aliases: JSON.stringify(aliasNamesOf(keyword)),
    tags: JSON.stringify(tags),
    tagCount: tags.length,
  }
}

export function toSummary(row: SummaryRow): Summary {
  const basis = rankingBasisOf(row.ranking_basis)
  return {
    id: row.id,
    name: row.name,
    province: row.province,
    city: row.city,
    level: row.level,
    type: row.type,
    nature: row.nature,
    authority: row.authority,
    tags: (row.tags ?? '')
      .split(',')
      .filter((t) => t !== '')
      .sort((a, b) => schoolTagRank(a) - schoolTagRank(b)),
    ranking:
      row.rank === null || row.type_rank === null || row.score === null
        ? null
        : {
            year: rankingYearOf(basis, LATEST_YEAR),
            rank: row.rank,
            typeRank: row.type_rank,
            score: row.score,
            basis,
          },
  }
}

/** Pages count from 1; the schema has bounded both numbers. */
function paging(body: { pageNum?: number; pageSize?: number }) {
  const pageNum = body.pageNum ?? 1
  const pageSize = body.pageSize ?? PAGE_SIZE_DEFAULT
  return { pageNum, pageSize, limit: pageSize, offset: (pageNum - 1) * pageSize }
}

/**
 * The college lists (filtered, sorted, paged), a college's facts, similar
 * colleges and our ranking: prepared once, each answer a few statements.
 */
export class Schools {
  readonly #count
  readonly #pages: Record<SchoolSort, ReturnType<Db['prepare']>>
  readonly #summaries
  readonly #details
  readonly #majorCount
  readonly #recruitYear
  readonly #recruitProvinces
  readonly #similar
  readonly #similarUnranked
  readonly #rankedCount
  readonly #rankPage
  readonly #basis
  readonly #exists
  readonly #lines: SchoolLines

  constructor(
    db: Db,
    private readonly defaultTrack: (province: string) => string | undefined,
  ) {
    registerPinyinOrder(db)
    this.#lines = new SchoolLines(db, defaultTrack)
    this.#count = db.prepare(`SELECT count(*) FROM colleges c WHERE ${FILTERS}`).pluck()
    // The page's ids first (sorting only keys), then the page's columns: tags are read for 20 rows, not for every college.
    const page = (sort: SchoolSort) =>
      db
        .prepare(`
          SELECT c.id, ${ORDER[sort].column} AS sort_key
          FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id
          WHERE ${FILTERS}
          ORDER BY ${ORDER[sort].order}
          LIMIT @limit OFFSET @offset`)
        .pluck()
    this.#pages = { rank: page('rank'), name: page('name'), score: page('score') }
    this.#summaries = db.prepare(`
      SELECT ${SUMMARY_COLUMNS}
      FROM json_each(?) j JOIN colleges c ON c.id = j.value LEFT JOIN school_rankings r ON r.school_id = c.id
      ORDER BY j.key`)
    this.#details = db.prepare(`
      SELECT ${SUMMARY_COLUMNS}, c.code, c.founded, c.website, c.admission_site, c.intro, c.source
      FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id
      WHERE c.id = ?`)
    this.#majorCount = db.prepare('SELECT count(*) FROM school_majors WHERE school_id = ?').pluck()
    this.#recruitYear = db.prepare('SELECT max(year) FROM school_admissions WHERE school_id = ?').pluck()
    // Provinces whose newest lines (a province's own newest year: 北京 2024, 江苏 2025) include the college's.
    this.#recruitProvinces = db
      .prepare(
        `SELECT count(DISTINCT a.province) FROM school_admissions a
         WHERE a.school_id = ? AND a.year = (SELECT max(b.year) FROM school_admissions b WHERE b.province = a.province)`,
      )
      .pluck()
    // Same level; same type first, then the nearest ranking score (docs/school-ranking.md).
    this.#similar = db.prepare(`
      SELECT ${SUMMARY_COLUMNS}
      FROM school_rankings r JOIN colleges c ON c.id = r.school_id
      WHERE r.level = @level AND c.id != @id
      ORDER BY c.type != @type, abs(r.score - @score), c.id
      LIMIT 8`)
    // A college without published lines has no ranking to be near (all 专科, most schools known only from the
    // MOE list): the same level and type, its own province first.
    this.#similarUnranked = db.prepare(`
      SELECT ${SUMMARY_COLUMNS}
      FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id
      WHERE c.level = @level AND c.type = @type AND c.id != @id
      ORDER BY c.province != @province, r.rank IS NULL, r.rank, c.id
      LIMIT 8`)
    this.#rankedCount = db
      .prepare(`SELECT count(*) FROM colleges c JOIN school_rankings r ON r.school_id = c.id WHERE ${FILTERS}`)
      .pluck()
    // Ranked colleges in rank order, then the unranked apart, by name (docs/school-ranking.md).
    this.#rankPage = db
      .prepare(`
        SELECT c.id FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id
        WHERE ${FILTERS}
        ORDER BY r.rank IS NULL, r.rank, college_pinyin_order(c.id), c.id
        LIMIT @limit OFFSET @offset`)
      .pluck()
    this.#basis = db.prepare(`SELECT ${RANKING_BASIS_COLUMN}`).pluck()
    this.#exists = db.prepare('SELECT 1 FROM colleges WHERE id = ?').pluck()
  }

  exists(id: number): boolean {
    return this.#exists.get(id) !== undefined
  }

  list(body: BodyOf<typeof querySchoolList>): DataOf<typeof querySchoolList> {
    const filters = filtersOf(body)
    const { pageNum, pageSize, limit, offset } = paging(body)
    const examProvince = body.examProvince?.trim() || null
    const wanted = examProvince ? body.track?.trim() || this.defaultTrack(examProvince) || null : null
    // The exam province's newest year with lines (江苏 2025, 北京 2024), not one national year.
    const year = examProvince ? this.#lines.latestYear(examProvince) : LATEST_YEAR
    const track = examProvince && wanted ? this.#lines.linesTrack(examProvince, year, wanted) : wanted
    // Sorting by score needs the province and track it reads; without them the ranking stands in.
    const sort: SchoolSort = body.sort === 'score' && !(examProvince && track) ? 'rank' : (body.sort ?? 'rank')
    const total = this.#count.get(filters) as number
    const ids = this.#pages[sort].all({
      ...filters,
      limit,
      offset,
      ...(sort === 'score' ? { examProvince, year, track } : {}),
    }) as number[]
    const rows = ids.length === 0 ? [] : (this.#summaries.all(JSON.stringify(ids)) as SummaryRow[])
    const snapshots = examProvince && track ? this.#lines.admissionsIn(ids, examProvince, year, track) : new Map()
    const list = rows.map((row) => ({ ...toSummary(row), admission: snapshots.get(row.id) ?? null }))
    return { list, total, pageNum, pageSize }
  }

  /** Colleges by id, in the order given; ids that are no college are left out. */
  summaries(ids: readonly number[]): Summary[] {
    return ids.length === 0 ? [] : (this.#summaries.all(JSON.stringify(ids)) as SummaryRow[]).map(toSummary)
  }

  /** The colleges' lowest admissions as the list shows them (school-lines.ts). */
  admissions(ids: readonly number[], examProvince: string, wanted: string | undefined): Map<number, Admission> {
    return this.#lines.admissions(ids, examProvince, wanted)
  }

  details(id: number): DataOf<typeof querySchoolDetails> | undefined {
    const row = this.#details.get(id) as
      | (SummaryRow & {
          code: string
          founded: number | null
          website: string
          admission_site: string
          intro: string
          source: 'authored' | 'moe'
        })
      | undefined
    if (!row) return undefined
    const recruitYear = (this.#recruitYear.get(id) as number | null) ?? null
    return {
      ...toSummary(row),
      code: row.code,
      founded: row.founded,
      website: row.website,
      admissionSite: row.admission_site,
      intro: row.intro,
      typeFromName: row.source === 'moe',
      majorCount: this.#majorCount.get(id) as number,
      recruitProvinces: recruitYear === null ? 0 : (this.#recruitProvinces.get(id) as number),
      recruitYear,
    }
  }

  similar(id: number): DataOf<typeof querySchoolRecommendations> | undefined {
    const self = this.#details.get(id) as SummaryRow | undefined
    if (!self) return undefined
    if (self.score === null) {
      const rows = this.#similarUnranked.all({
        id,
        level: self.level,
        type: self.type,
        province: self.province,
      }) as SummaryRow[]
      return rows.map((row) => ({
        ...toSummary(row),
        reason:
          row.province === self.province
            ? COLLEGE_TEXT.similarPlaceReason(row.type, row.level, row.province)
            : COLLEGE_TEXT.similarTypeReason(row.type, row.level),
      }))
    }
    const rows = this.#similar.all({ id, level: self.level, type: self.type, score: self.score }) as SummaryRow[]
    return rows.map((row) => ({
      ...toSummary(row),
      reason:
        row.type === self.type
          ? COLLEGE_TEXT.similarReason(row.type, row.level)
          : COLLEGE_TEXT.similarLevelReason(row.level),
    }))
  }

  ranking(body: BodyOf<typeof querySchoolRank>): DataOf<typeof querySchoolRank> {
    const filters = filtersOf({ ...body, city: undefined })
    const { pageNum, pageSize, limit, offset } = paging(body)
    const total = this.#count.get(filters) as number
    const rankedTotal = this.#rankedCount.get(filters) as number
    const ids = this.#rankPage.all({ ...filters, limit, offset }) as number[]
    const rows = ids.length === 0 ? [] : (this.#summaries.all(JSON.stringify(ids)) as SummaryRow[])
    const list: RankItem[] = rows.map(toSummary)
    const basis = rankingBasisOf(this.#basis.get() as string | null)
    return { list, total, rankedTotal, pageNum, pageSize, year: rankingYearOf(basis, LATEST_YEAR), basis }
  }
}

/**
 * `college_pinyin_order(id)`: a college's position in pinyin order of its
 * name (ICU's Chinese collation), so a name sort reads as users expect
 * rather than by code point. Computed once; the colleges only change with a
 * reseed, which happens before the server starts.
 */
function registerPinyinOrder(db: Db): void {
  const collator = new Intl.Collator('zh-CN')
  const colleges = db.prepare('SELECT id, name FROM colleges').all() as { id: number; name: string }[]
  const order = new Map(colleges.sort((a, b) => collator.compare(a.name, b.name)).map((c, i) => [c.id, i]))
  db.function('college_pinyin_order', { deterministic: true }, (id) => order.get(Number(id)) ?? order.size)
}
