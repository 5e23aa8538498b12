import Database from 'better-sqlite3'
const db = new Database('/tmp/seed-planning/gaokao.sqlite', { readonly: true })
const qs = {
  cohorts: 'SELECT year, track, candidates FROM cohorts WHERE province = ?',
  plans: `SELECT school_id, major_id, track, batch, group_code, places, tuition, subject_requirement FROM enrolment_plans WHERE province = ? AND year = 2026 ORDER BY school_id, track, group_code, major_id`,
  plansNoOrder: `SELECT school_id, major_id, track, batch, group_code, places, tuition, subject_requirement FROM enrolment_plans WHERE province = ? AND year = 2026`,
  schoolRows: `SELECT school_id, year, track, group_code, min_score, min_rank, places FROM school_admissions WHERE province = ?`,
  majorRows: `SELECT school_id, major_id, year, track, group_code, min_score, min_rank, places FROM major_admissions WHERE province = ?`,
}
for (const p of ['广东', '江苏', '山东']) for (const [k, q] of Object.entries(qs)) {
  const st = db.prepare(q); const t = performance.now(); const n = st.all(p).length; console.log(p, k, n, (performance.now() - t).toFixed(1))
  console.log('   ', db.prepare('EXPLAIN QUERY PLAN ' + q).all(p).map((r: any) => r.detail).join(' | '))
}
