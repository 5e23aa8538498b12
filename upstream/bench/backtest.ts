/**
 * The backtests on real 江苏 lines (docs/chance-backtest.md). First the
 * chance model's: the spread fitted on 2023→2024, then 2025 predicted from
 * 2023-2024 for every real group and a grid of ranks, scored against what
 * 2025 admitted; per track the pairs, Brier scores and calibration bins, the
 * alternatives for N_y, and the line
 *   backtest chance 江苏 2025: brier <model> baseline <naive> pairs <n>
 * Then the fill backtest: one-click filling from 2023-2024 for candidates at
 * a few ranks, admitted by 2025's real lines under 平行志愿; it needs the
 * seeded database and prints, as the last line, exactly
 *   backtest fill 江苏 2025: admitted <x>% of <n> tables, median admitted line <k> of <size>
 *
 *   npm run backtest                          # seeds a temporary data directory first (~10 s)
 *   DATA_DIR=.data npm run backtest           # or uses an existing one
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'
import {
  BACKTEST_HISTORY,
  BACKTEST_PROVINCE,
  BACKTEST_TARGET,
  type BacktestResult,
  backtestLine,
  loadBacktestYears,
  rankGrid,
  runBacktest,
  type Score,
} from '../src/modules/planning/backtest/backtest.js'
import { fillBacktestLine, runFillBacktest } from '../src/modules/planning/backtest/backtest-fill.js'
import { fitRescaleExponent, fitSpreadShare } from '../src/modules/planning/backtest/backtest-fit.js'
import { RESCALE_EXPONENT, SPREAD_SHARE, SPREAD_SHARE_SINGLE_YEAR } from '../src/modules/planning/chance-model.js'

const years = loadBacktestYears(BACKTEST_PROVINCE, [...BACKTEST_HISTORY, BACKTEST_TARGET])
const ranks = rankGrid()
const f4 = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(4))

console.log(`${BACKTEST_PROVINCE}: real groups per year (skipped: no derivable rank / wrong code / ambiguous)`)
for (const y of years) {
  const cohort = [...y.cohort].map(([t, n]) => `${t} N=${n}`).join(', ')
  console.log(
    `  ${y.year}: ${y.groups.size} (${y.skipped.noRank} / ${y.skipped.wrongCode} / ${y.skipped.ambiguous}); ${cohort}`,
  )
}
console.log(`rank grid: ${ranks.length} ranks, ${ranks.join(' ')}`)

console.log('\nfit on 2023→2024 (one year of history, σ = max(share × R′, 30)):')
for (const rescaling of ['cohort', 'none'] as const) {
  const fit = fitSpreadShare(years, ranks, rescaling)
  console.log(
    `  rescaling ${rescaling}: best share ${fit.share}, brier ${f4(fit.brier)} (baseline ${f4(fit.baseline)})`,
  )
}
console.log(`  chance-model.ts: SPREAD_SHARE_SINGLE_YEAR ${SPREAD_SHARE_SINGLE_YEAR}, SPREAD_SHARE ${SPREAD_SHARE}`)
const exponent = fitRescaleExponent(years, ranks)
console.log(
  `  rescaling exponent (N_now / N_y)^a: best a ${exponent.exponent}, brier ${f4(exponent.brier)}; chance-model.ts: RESCALE_EXPONENT ${RESCALE_EXPONENT}`,
)

const table = (name: string, s: Score) => {
  console.log(`\n${name}: ${s.groups} groups, ${s.pairs} pairs, brier ${f4(s.brier)}, baseline ${f4(s.baseline)}`)
  console.log('  P bin      count  mean P  admitted')
  for (const b of s.bins) {
    const bin = `${b.from.toFixed(1)}-${b.to.toFixed(1)}`
    console.log(`  ${bin}  ${String(b.count).padStart(7)}  ${f4(b.meanPredicted)}  ${f4(b.admittedShare)}`)
  }
}

const other = runBacktest({
  years,
  historyYears: BACKTEST_HISTORY,
  targetYear: BACKTEST_TARGET,
  ranks,
  rescaling: 'none',
})
const result: BacktestResult = runBacktest({
  years,
  historyYears: BACKTEST_HISTORY,
  targetYear: BACKTEST_TARGET,
  ranks,
})
console.log(
  `\n${BACKTEST_TARGET} from ${BACKTEST_HISTORY.join('-')}, the planner's model (N_y = realCohortSize); left out: ` +
    `${result.skipped.noLastYear} groups without a ${BACKTEST_TARGET - 1} line`,
)
for (const [track, score] of result.byTrack) table(track, score)
table('both tracks', result)
const perTrack = (r: BacktestResult) => [...r.byTrack].map(([t, s]) => `${t} ${f4(s.brier)}`).join(', ')
console.log(
  `\nalternative N_y: no rescaling gives brier ${f4(other.brier)} (${perTrack(other)}); chosen: ${perTrack(result)}`,
)
console.log(backtestLine(BACKTEST_PROVINCE, result))

// The fill backtest, on the seeded database (the plan's groups, schools and majors).
const givenDir = process.env.DATA_DIR
const dataDir = givenDir || mkdtempSync(join(tmpdir(), 'gaokao-backtest-'))
const db = openSeededDatabase(dataDir)
const fill = runFillBacktest(db)
db.close()
if (!givenDir) rmSync(dataDir, { recursive: true, force: true })
console.log(
  `\nfill ${fill.targetYear} from ${BACKTEST_HISTORY.join('-')}: tables of ${fill.size}, admitted at line (- = 滑档)`,
)
const cells = new Map<string, string[]>()
for (const t of fill.tables) {
  const cell = `${t.track} ${String(t.rank).padStart(6)} ${t.xk}`
  cells.set(cell, [...(cells.get(cell) ?? []), `${t.preferences} ${t.admittedAt ?? '-'}/${t.lines}`])
}
for (const [cell, list] of cells) console.log(`  ${cell}: ${list.join(', ')}`)
for (const b of fill.belowLine)
  console.log(
    `  ${b.track} ${b.rank}: below ${fill.targetYear}'s 本科 line, no published line of its batch (not counted)`,
  )
console.log(fillBacktestLine(fill))
