import Database from 'better-sqlite3'
import { PlanningData } from '/work/main/upstream/src/services/planning/planning-data.js'
import { RankLookup } from '/work/main/upstream/src/services/rank-lookup.js'
import { candidateOf } from '/work/main/upstream/src/services/planning/candidate.js'
import { evaluate } from '/work/main/upstream/src/services/planning/evaluate.js'
import { autoFill } from '/work/main/upstream/src/services/planning/auto-fill.js'
const db = new Database('/tmp/seed-planning/gaokao.sqlite', { readonly: true })
let t = performance.now()
const data = new PlanningData(db)
const ranks = RankLookup.fromDatabase(db)
console.log('reference', (performance.now() - t).toFixed(1))
for (const [province, xk, score] of [['山东', '物/化/地', 575], ['广东', '物/化/生', 600], ['江苏', '物/化/生', 612]] as const) {
  const cand = candidateOf({ nick_name: 'x', phone: '', province, xk, score, wc: null }, ranks)
  t = performance.now()
  const td = data.track(province, cand.track)!
  console.log(province, 'load', (performance.now() - t).toFixed(1), 'units', td.schoolUnits.length, td.majorUnits.length, 'rank', cand.rank)
  for (const view of ['school', 'major'] as const) {
    const e = evaluate(data, td, cand, {}, view)
    const c = { 冲: 0, 稳: 0, 保: 0 }; for (const o of e.options) c[o.band]++
    console.log(' ', view, e.batch, c, 'excluded', e.subjectExcluded)
  }
  const times: number[] = []
  let r
  for (let i = 0; i < 20; i++) { const s = performance.now(); r = autoFill(data, td, cand, { priority: 3 }); times.push(performance.now() - s) }
  times.sort((a, b) => a - b)
  console.log('  fill', r!.lines.length, r!.counts, 'shortfall', r!.shortfall, 'median ms', times[10]!.toFixed(2))
  for (const l of r!.lines.slice(0, 3)) console.log('   ', l.option.school.name, l.option.unit.groupCode, l.option.unit.major?.name, l.option.probability.toFixed(3), l.why.join('; '), l.option.majors.map(m=>m.major?.name).join(','))
}
