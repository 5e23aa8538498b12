import type { DataOf, queryEvaluationList } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import type { ScoringAssessment } from './scoring.js'

/** A dimension (or pole) as the dataset authors it. */
export interface DimensionData {
  code: string
  name: string
  summary: string
  traits: string[]
  careers?: string[]
  majors?: string[]
}

/** A 4-letter type of a type-kind assessment. */
export interface TypeData {
  code: string
  name: string
  summary: string
  careers: string[]
  majors: string[]
}

export interface QuestionData {
  id: number
  position: number
  text: string
  options: { label: string; scores: Record<string, number> }[]
}

export type EvaluationSummaryData = DataOf<typeof queryEvaluationList>[number]

export interface AssessmentData extends ScoringAssessment {
  id: number
  summary: EvaluationSummaryData
  dimensions: DimensionData[]
  types: TypeData[]
  questions: QuestionData[]
}

/**
 * The assessments of the dataset (tables assessments and assessment_questions,
 * seeded from upstream/data/assessments). They change only with a reseed,
 * which happens before the server listens, so they are read once.
 */
export function loadAssessments(db: Db): Map<number, AssessmentData> {
  const rows = db
    .prepare('SELECT id, key, name, intro, minutes, dimensions, types FROM assessments ORDER BY id')
    .all() as {
    id: number
    key: string
    name: string
    intro: string
    minutes: number
    dimensions: string
    types: string | null
  }[]
  const questionRows = db
    .prepare(
      'SELECT id, assessment_id, position, text, options FROM assessment_questions ORDER BY assessment_id, position',
    )
    .all() as { id: number; assessment_id: number; position: number; text: string; options: string }[]

  const byId = new Map<number, AssessmentData>()
  for (const row of rows) {
    const dimensions = JSON.parse(row.dimensions) as DimensionData[]
    const types = row.types ? (JSON.parse(row.types) as TypeData[]) : []
    const questions = questionRows
      .filter((q) => q.assessment_id === row.id)
      .map((q) => ({ id: q.id, position: q.position, text: q.text, options: JSON.parse(q.options) }))
    const kind = types.length > 0 ? 'type' : 'code'
    byId.set(row.id, {
      id: row.id,
      kind,
      dimensions,
      types,
      questions,
      summary: {
        id: row.id,
        key: row.key,
        name: row.name,
        intro: row.intro,
        minutes: row.minutes,
        questionCount: questions.length,
        kind,
        dimensions: dimensions.map((d) => ({ code: d.code, name: d.name })),
      },
    })
  }
  return byId
}
