/**
 * Scoring of the assessments (upstream/data/assessments): every option of a
 * question adds its `scores` to the dimensions it names. Two kinds of result:
 *
 * - code (霍兰德): the three dimensions with the highest scores, highest
 *   first, form the code (ISA). Equal scores keep the order the assessment
 *   lists its dimensions in (R I A S E C), so a result never depends on chance.
 * - type (四维度): the dimensions pair up in the order listed (E/I, S/N, T/F,
 *   J/P); each pair gives the pole with the higher score, and a tie gives the
 *   second pole (I, N, F, P), the usual convention of type inventories.
 */

export interface ScoringDimension {
  readonly code: string
  readonly name: string
}

export interface ScoringOption {
  readonly scores: Readonly<Record<string, number>>
}

export interface ScoringAssessment {
  readonly kind: 'code' | 'type'
  readonly dimensions: readonly ScoringDimension[]
  readonly questions: readonly { readonly options: readonly ScoringOption[] }[]
}

export interface DimensionResult {
  code: string
  name: string
  score: number
  max: number
}

export interface ScoringResult {
  scores: DimensionResult[]
  code: string
}

/** How many letters a code-kind result has. */
export const CODE_LENGTH = 3

/** Why a sheet cannot be scored: the 1-based position of the first bad answer (or -1 for a wrong length). */
export class AnswerSheetError extends Error {
  constructor(readonly position: number) {
    super(position === -1 ? 'answer sheet of the wrong length' : `invalid answer at ${position}`)
  }
}

/** The most each dimension can score: per question, the largest any one option gives it. */
export function maxScores(assessment: ScoringAssessment): Map<string, number> {
  const max = new Map(assessment.dimensions.map((d) => [d.code, 0]))
  for (const q of assessment.questions) {
    for (const d of assessment.dimensions) {
      const best = Math.max(0, ...q.options.map((o) => o.scores[d.code] ?? 0))
      max.set(d.code, (max.get(d.code) ?? 0) + best)
    }
  }
  return max
}

/** Scores a complete sheet: `answers[i]` is the index of the option chosen for question i + 1. */
export function scoreAnswers(assessment: ScoringAssessment, answers: readonly number[]): ScoringResult {
  if (answers.length !== assessment.questions.length) throw new AnswerSheetError(-1)
  const totals = new Map(assessment.dimensions.map((d) => [d.code, 0]))
  assessment.questions.forEach((q, i) => {
    const option = q.options[answers[i] ?? -1]
    if (!option || !Number.isInteger(answers[i])) throw new AnswerSheetError(i + 1)
    for (const [code, points] of Object.entries(option.scores)) {
      if (totals.has(code)) totals.set(code, (totals.get(code) ?? 0) + points)
    }
  })
  const max = maxScores(assessment)
  const scores = assessment.dimensions.map((d) => ({
    code: d.code,
    name: d.name,
    score: totals.get(d.code) ?? 0,
    max: max.get(d.code) ?? 0,
  }))
  return { scores, code: assessment.kind === 'type' ? typeCode(scores) : hollandCode(scores) }
}

function hollandCode(scores: readonly DimensionResult[]): string {
  return scores
    .map((s, order) => ({ ...s, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, CODE_LENGTH)
    .map((s) => s.code)
    .join('')
}

function typeCode(scores: readonly DimensionResult[]): string {
  let code = ''
  for (let i = 0; i + 1 < scores.length; i += 2) {
    const first = scores[i]
    const second = scores[i + 1]
    if (!first || !second) break
    code += first.score > second.score ? first.code : second.code
  }
  return code
}

/** The dimensions the letters of a code stand for, in the code's order. */
export function codeLetters(code: string): string[] {
  return [...code]
}
