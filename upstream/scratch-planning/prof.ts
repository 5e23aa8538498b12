import Database from 'better-sqlite3'
import { PlanningData } from '../src/services/planning/planning-data.js'
const db = new Database('/tmp/seed-planning/gaokao.sqlite', { readonly: true })
const data = new PlanningData(db)
for (const p of ['广东', '江苏', '山东', '河南', '浙江']) { const t = performance.now(); data.track(p, '物理类'); console.log(p, (performance.now() - t).toFixed(0)) }
const q = db.prepare('SELECT school_id, major_id, year, track, group_code, min_score, min_rank, places FROM major_admissions WHERE province = ?')
for (const p of ['湖北', '湖南']) { let t = performance.now(); q.all(p); console.log('objects', p, (performance.now() - t).toFixed(0)); t = performance.now(); q.raw().all(p); console.log('raw', p, (performance.now() - t).toFixed(0)); q.raw(false) }
