import {
  type BodyOf,
  CONVERSION_REFUSAL_CODE,
  CONVERSION_TEXT,
  conversionSchoolList,
  conversionVerify,
  diagnosesNumber,
  formatShare,
  fullMarkOf,
  MOCK_METHOD_NAMES,
  provinceAndCity,
  queryHistoryRank,
  TRACK_ORDER,
  type Track,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { DEMO_FIGURES, provenanceOf } from '../../lib/provenance.js'
import {
  daysAgo,
  type Estimate,
  equalScore,
  estimate,
  gaokaoOf,
  isCalendarDate,
  type RankTable,
} from './mock-conversion.js'
import { type Band, conversionQueries, type ReachRow } from './queries.js'

/** A mock older than this many days says little about the coming gaokao. */
const MAX_MOCK_AGE_DAYS = 366
/** The schools listed: min ranks from this share of the best case to this multiple of the worst. */
export const REACH_FROM = 0.7
export const REACH_TO = 1.4
const UNDERGRADUATE_LINE = '本科批'

/**
 * Mock-score conversion (docs/mock-conversion.md). Rank tables are read
 * once per province and track on first use and kept (a table is at most
 * 751 rows, 168 tables in all); the reads are in queries.ts.
 */
export default async function conversionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const q = conversionQueries(db)

  const citiesOf = new Map<string, { code: string; name: string }[]>()
  for (const row of q.cityRows) {
    const list = citiesOf.get(row.parent) ?? []
    list.push({ code: row.code, name: row.name })
    citiesOf.set(row.parent, list)
  }
  const yearsOf = new Map<string, { year: number; candidates: number }[]>()
  for (const row of q.cohortRows) {
    const key = `${row.province}|${row.track}`
    const list = yearsOf.get(key) ?? []
    list.push({ year: row.year, candidates: row.candidates })
    yearsOf.set(key, list)
  }
  for (const list of yearsOf.values()) list.sort((a, b) => b.year - a.year)
  const newestYearOf = new Map<string, number>()
  for (const row of q.cohortRows)
    newestYearOf.set(row.province, Math.max(newestYearOf.get(row.province) ?? 0, row.year))

  const tables = new Map<string, RankTable>()
  function table(province: string, track: Track, year: number, candidates: number): RankTable {
    const key = `${province}|${track}|${year}`
    let t = tables.get(key)
    if (!t) {
      t = { year, candidates, rows: q.tableRows.all(province, year, track) as { score: number; rank: number }[] }
      tables.set(key, t)
    }
    return t
  }

  /** Every year's table of a province and track, newest first; refuses when there is none. */
  function tablesOf(province: string, track: Track): RankTable[] {
    if (!q.provinces.some((p) => p.name === province)) {
      throw ApiError.refuse(CONVERSION_REFUSAL_CODE.provinceUnknown, CONVERSION_TEXT.provinceUnknown)
    }
    const years = yearsOf.get(`${province}|${track}`)
    if (!years || years.length === 0) {
      throw ApiError.refuse(CONVERSION_REFUSAL_CODE.tableMissing, CONVERSION_TEXT.tableMissing(province, track))
    }
    return years.map((y) => table(province, track, y.year, y.candidates))
  }

  const linesOf = (province: string, track: Track) =>
    new Map(
      (q.lineRows.all(province, track, UNDERGRADUATE_LINE) as { year: number; score: number }[]).map((l) => [
        l.year,
        l.score,
      ]),
    )

  implement(app, provinceAndCity, () =>
    q.provinces
      .map((p) => ({
        province: p.name,
        gkms: p.gkms,
        fullMark: fullMarkOf(p.name),
        // The tracks of its newest table: a mock is for the coming gaokao, never a track the reform
        // retired (河南's 理科/文科 tables of the years before it: docs/exam-modes.md).
        tracks: TRACK_ORDER.filter((t) => yearsOf.get(`${p.name}|${t}`)?.[0]?.year === newestYearOf.get(p.name)),
        cities: citiesOf.get(p.regionCode) ?? [],
      }))
      .filter((p) => p.tracks.length > 0),
  )

  implement(app, diagnosesNumber, ({ body }) => {
    const [newest] = tablesOf(body.province, body.track) as [RankTable]
    const region = q.provinces.find((p) => p.name === body.province)?.regionCode ?? ''
    const cityCount = Math.max(1, citiesOf.get(region)?.length ?? 1)
    return {
      year: newest.year,
      provinceCandidates: newest.candidates,
      cityCount,
      cityAverage: Math.round(newest.candidates / cityCount),
      demo: DEMO_FIGURES,
    }
  })

  implement(app, conversionVerify, ({ body }) => {
    const all = tablesOf(body.province, body.track)
    const newest = all[0] as RankTable
    checkInput(body, q.provinces, citiesOf, app.now())
    const { year: gaokaoYear, monthsBefore } = gaokaoOf(body.date)
    const line = linesOf(body.province, body.track).get(newest.year)
    const result = estimate(
      {
        score: body.score,
        scope: body.scope,
        monthsBefore,
        candidates: body.candidates,
        rank: body.rank,
        line: body.line,
      },
      newest,
      line,
    )
    return {
      province: body.province,
      city: body.city,
      track: body.track,
      date: body.date,
      scope: body.scope,
      method: result.method,
      gaokaoYear,
      monthsBefore,
      tableYear: newest.year,
      candidates: newest.candidates,
      percentile: Math.round(result.percentile * 1_000_000) / 10_000,
      rank: result.rank,
      rankLow: result.rankLow,
      rankHigh: result.rankHigh,
      score: result.score,
      scoreLow: result.scoreLow,
      scoreHigh: result.scoreHigh,
      line: line ?? null,
      uncertainty: {
        sampling: result.uncertainty.sampling === undefined ? null : round4(result.uncertainty.sampling),
        cohort: result.uncertainty.cohort,
        time: round4(result.uncertainty.time),
        points: result.uncertainty.points ?? null,
      },
      explanation: explain(body, result, newest, line, monthsBefore),
      demo: DEMO_FIGURES,
    }
  })

  implement(app, queryHistoryRank, ({ body }) => {
    checkRange(body)
    const all = tablesOf(body.province, body.track)
    const newest = all[0] as RankTable
    const lines = linesOf(body.province, body.track)
    return {
      tableYear: newest.year,
      list: all.map((t) => ({ ...equalScore(newest, body, t), line: lines.get(t.year) ?? null })),
      demo: DEMO_FIGURES,
    }
  })

  implement(app, conversionSchoolList, ({ body }) => {
    checkRange(body)
    tablesOf(body.province, body.track)
    const year = (q.admissionsYear.get(body.province, body.track) as number | null) ?? 0
    const window = {
      from: Math.max(1, Math.floor(body.rankLow * REACH_FROM)),
      to: Math.ceil(body.rankHigh * REACH_TO),
    }
    const key = {
      province: body.province,
      track: body.track,
      year,
      from: window.from,
      to: window.to,
      best: body.rankLow,
      worst: body.rankHigh,
    }
    const counts: Record<Band, number> = { 冲: 0, 稳: 0, 保: 0 }
    for (const row of q.reachCounts.all(key) as { band: Band; n: number }[]) counts[row.band] = row.n
    const total = body.band ? counts[body.band] : counts.冲 + counts.稳 + counts.保
    const rows = q.reachPage.all({
      ...key,
      band: body.band ?? null,
      limit: body.pageSize,
      offset: (body.pageNum - 1) * body.pageSize,
    }) as ReachRow[]
    return {
      list: rows.map(({ sourceUrl, ...r }) => ({
        ...r,
        tags: r.tags ? r.tags.split(',') : [],
        source: provenanceOf(sourceUrl, year),
      })),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      year,
      window,
      counts,
      demo: DEMO_FIGURES,
    }
  })
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000
}

function checkRange(body: { rank: number; rankLow: number; rankHigh: number }): void {
  if (!(body.rankLow <= body.rank && body.rank <= body.rankHigh)) {
    throw ApiError.refuse(CONVERSION_REFUSAL_CODE.rangeInvalid, CONVERSION_TEXT.rangeInvalid)
  }
}

/** The rules of the form beyond the schema, in the order a user fixes them. */
function checkInput(
  body: BodyOf<typeof conversionVerify>,
  provinces: readonly { name: string; regionCode: string }[],
  citiesOf: ReadonlyMap<string, readonly { name: string }[]>,
  now: number,
): void {
  const refuse = (code: keyof typeof CONVERSION_REFUSAL_CODE, msg: string) => {
    throw ApiError.refuse(CONVERSION_REFUSAL_CODE[code], msg)
  }
  const region = provinces.find((p) => p.name === body.province)?.regionCode ?? ''
  if (!(citiesOf.get(region) ?? []).some((c) => c.name === body.city)) {
    refuse('cityUnknown', CONVERSION_TEXT.cityUnknown(body.province))
  }
  if (!isCalendarDate(body.date)) throw ApiError.badRequest(CONVERSION_TEXT.dateRequired)
  const age = daysAgo(body.date, now)
  if (age < 0) refuse('dateFuture', CONVERSION_TEXT.dateFuture)
  if (age > MAX_MOCK_AGE_DAYS) refuse('dateTooOld', CONVERSION_TEXT.dateTooOld)
  const fullMark = fullMarkOf(body.province)
  if (body.score > fullMark) refuse('scoreAboveFullMark', CONVERSION_TEXT.scoreAboveFullMark(fullMark))
  if (body.rank !== undefined && body.candidates === undefined) {
    refuse('rankNeedsCandidates', CONVERSION_TEXT.rankNeedsCandidates)
  }
  if (body.rank !== undefined && body.candidates !== undefined && body.rank > body.candidates) {
    refuse('rankAboveCandidates', CONVERSION_TEXT.rankAboveCandidates)
  }
  if (body.line !== undefined && body.line > fullMark) {
    refuse('lineAboveFullMark', CONVERSION_TEXT.lineAboveFullMark(fullMark))
  }
}

/** The sentences of the result page: what was done, and where the range comes from. */
function explain(
  body: BodyOf<typeof conversionVerify>,
  result: Estimate,
  newest: RankTable,
  line: number | undefined,
  monthsBefore: number,
): string[] {
  const T = CONVERSION_TEXT
  const out: string[] = [`${MOCK_METHOD_NAMES[result.method]}`]
  if (result.method === 'rank') {
    out.push(T.methodRank(body.rank as number, body.candidates as number, body.scope, formatShare(result.percentile)))
  } else if (result.method === 'line' && line !== undefined && result.equivalentScore !== undefined) {
    out.push(T.methodLine(body.score, body.line as number, newest.year, line, result.equivalentScore))
  } else {
    out.push(T.methodScore(body.score, newest.year))
  }
  out.push(T.scaled(newest.year, newest.candidates, result.rank))
  const u = result.uncertainty
  if (u.points !== undefined) {
    out.push(T.pointsRange(u.points, body.scope, monthsBefore.toFixed(1)))
    if (body.candidates === undefined) out.push(T.sizeUnknown)
  } else {
    if (u.sampling !== undefined) out.push(T.samplingRange(body.candidates as number, formatShare(u.sampling)))
    out.push(T.cohortRange(body.scope, formatShare(u.cohort)))
    if (u.time > 0) out.push(T.timeRange(monthsBefore.toFixed(1), formatShare(u.time)))
  }
  out.push(T.range(result.rankLow, result.rankHigh))
  out.push(T.disclaimer)
  return out
}
