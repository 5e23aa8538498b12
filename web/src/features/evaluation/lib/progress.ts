/** The 1-based position of the first unanswered question, or undefined when every one is answered. */
export function firstUnanswered(answers: readonly (number | null)[]): number | undefined {
  const i = answers.indexOf(null)
  return i === -1 ? undefined : i + 1
}

/** Where to resume: the first unanswered question, else the last one (ready to submit). */
export function resumePosition(answers: readonly (number | null)[]): number {
  return firstUnanswered(answers) ?? Math.max(1, answers.length)
}

/** A step from the URL kept within the questions. */
export function clampStep(step: number, total: number): number {
  return Math.min(Math.max(1, step), Math.max(1, total))
}

/** Whole percent of questions answered. */
export function percentDone(answered: number, total: number): number {
  return total === 0 ? 0 : Math.round((answered / total) * 100)
}
