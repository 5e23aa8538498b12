import type { Db } from '../db/open.js'
import { questionId } from './ids.js'
import { linkJobsToMajors } from './job-links.js'
import type { AuthoredData } from './load.js'
import { collegeCatalogue } from './real/college-catalogue.js'
import { loadInstitutions } from './real/institutions.js'
import { VOLUNTEER_RULES } from './volunteer-rules.js'

/**
 * Writes the authored facts; lists (courses, report texts...) are stored as JSON text.
 * The colleges are ours and every other institution of the MOE list (college-catalogue.ts).
 */
export function seedAuthoredData(db: Db, data: AuthoredData): void {
  const college = db.prepare(
    `INSERT INTO colleges (id, code, name, province, city, level, type, nature, authority, founded, website, intro,
       source, admission_site)
     VALUES (@id, @code, @name, @province, @city, @level, @type, @nature, @authority, @founded, @website, @intro,
       @source, @admissionSite)`,
  )
  for (const c of collegeCatalogue(data.colleges, loadInstitutions()).colleges) college.run(c)
  const tag = db.prepare('INSERT INTO college_tags (college_id, tag) VALUES (?, ?)')
  for (const c of data.colleges) for (const t of c.tags) tag.run(c.id, t)

  const major = db.prepare(
    `INSERT INTO majors (id, code, name, level, category, class_name, class_code, degree, duration, intro, courses, careers)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const m of data.majors) {
    major.run(
      m.id,
      m.code,
      m.name,
      m.level,
      m.category,
      m.className,
      m.classCode,
      m.degree,
      m.duration,
      m.intro,
      JSON.stringify(m.courses),
      JSON.stringify(m.careers),
    )
  }

  const job = db.prepare(
    `INSERT INTO jobs (id, name, industry, description, major_names, salary_min, salary_max, outlook)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const j of data.jobs) {
    job.run(j.id, j.name, j.industry, j.description, JSON.stringify(j.majors), j.salary.min, j.salary.max, j.outlook)
  }
  const jobMajor = db.prepare('INSERT INTO job_majors (job_id, major_id) VALUES (?, ?)')
  for (const link of linkJobsToMajors(data.jobs, data.majors).links) jobMajor.run(link.jobId, link.majorId)

  const assessment = db.prepare(
    'INSERT INTO assessments (id, key, name, intro, minutes, dimensions, types) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const question = db.prepare(
    'INSERT INTO assessment_questions (id, assessment_id, position, text, options) VALUES (?, ?, ?, ?, ?)',
  )
  for (const a of data.assessments) {
    const types = a.types ? JSON.stringify(a.types) : null
    assessment.run(a.id, a.key, a.name, a.intro, a.minutes, JSON.stringify(a.dimensions), types)
    for (const [i, q] of a.questions.entries()) {
      question.run(questionId(a.id, i + 1), a.id, i + 1, q.text, JSON.stringify(q.options))
    }
  }

  const article = db.prepare(
    `INSERT INTO articles (id, kind, title, date, source, summary, body)
     VALUES (@id, @kind, @title, @date, @source, @summary, @body)`,
  )
  for (const a of data.articles) article.run(a)

  const rule = db.prepare(
    `INSERT INTO volunteer_rules (province, mode, volunteers, majors_per_volunteer, note)
     VALUES (@province, @mode, @volunteers, @majorsPerVolunteer, @note)`,
  )
  for (const r of VOLUNTEER_RULES) rule.run(r)
}
