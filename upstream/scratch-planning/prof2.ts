import Database from 'better-sqlite3'
import { PlanningData } from '../src/services/planning/planning-data.js'
const db = new Database('/tmp/seed-planning/bench/gaokao.sqlite', { readonly: true })
const data = new PlanningData(db)
const q = (sql: string, p: string) => { const t = performance.now(); const n = db.prepare(sql).raw().all(p).length; return `${n} rows ${(performance.now() - t).toFixed(0)}ms` }
for (const p of ['广东', '山东', '河南']) {
  console.log(p, 'plans', q(`SELECT school_id, major_id, track, batch, group_code, places, tuition, subject_requirement FROM enrolment_plans WHERE province = ? AND year = 2026`, p))
  console.log(p, 'school', q(`SELECT school_id, year, track, group_code, min_score, min_rank, places FROM school_admissions WHERE province = ?`, p))
  console.log(p, 'major', q(`SELECT school_id, major_id, year, track, group_code, min_score, min_rank, places FROM major_admissions WHERE province = ?`, p))
  const t = performance.now(); data.track(p, '物理类'); console.log(p, 'full load', (performance.now() - t).toFixed(0))
}
