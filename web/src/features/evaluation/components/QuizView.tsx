import { Button, Progress } from '@douyinfe/semi-ui'
import { type DataOf, EVALUATION_TEXT, type queryQuestionsByEvaluationId } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { type MouseEvent, useCallback, useEffect, useId, useRef } from 'react'
import { type UserEvaluationState, useSaveAnswer, useSubmitEvaluation } from '../api/progress'
import { firstUnanswered, percentDone } from '../lib/progress'
import styles from './Evaluation.module.css'

type Assessment = DataOf<typeof queryQuestionsByEvaluationId>

/** How long a chosen answer stays on screen before the next question comes. */
const ADVANCE_DELAY_MS = 250

/**
 * One question at a time. A choice is saved on the server at once (the
 * progress survives a reload or another device); a click moves on to the
 * next question, keyboard choices (arrow keys) stay put so the user can
 * look before moving with 下一题.
 */
export function QuizView({
  assessment,
  state,
  step,
}: {
  assessment: Assessment
  state: UserEvaluationState
  step: number
}) {
  const id = assessment.evaluation.id
  const total = assessment.questions.length
  const question = assessment.questions[step - 1]
  const answers = state.progress.answers
  const chosen = answers[step - 1] ?? null
  const answered = answers.filter((a) => a !== null).length
  const save = useSaveAnswer(id)
  const submit = useSubmitEvaluation(id)
  const navigate = useNavigate()
  const name = useId()
  // A new question takes the focus, so screen readers and keyboards follow along: the heading is keyed by
  // the step, so this stable ref callback runs once per question (not on every render, which would pull
  // the focus off a just-chosen option).
  const focusHeading = useCallback((el: HTMLHeadingElement | null) => el?.focus({ preventScroll: true }), [])
  const timer = useRef<number | undefined>(undefined)
  const missing = firstUnanswered(answers)

  const go = (to: number) => navigate({ to: '/evaluate/$id', params: { id }, search: { step: to }, replace: true })

  useEffect(() => () => window.clearTimeout(timer.current), [])

  if (!question) return null

  const choose = (option: number, byPointer: boolean) => {
    save.mutate({ position: step, option })
    window.clearTimeout(timer.current)
    if (byPointer && step < total) timer.current = window.setTimeout(() => void go(step + 1), ADVANCE_DELAY_MS)
  }

  const finish = () =>
    submit.mutate(undefined, {
      onSuccess: (done) => void navigate({ to: '/evaluate/$id', params: { id }, search: { report: done.reportId } }),
    })

  return (
    <section className={`${styles.panel} ${styles.quiz}`} aria-label={assessment.evaluation.name}>
      <div className={styles.progressLine}>
        <span>{EVALUATION_TEXT.progress(step, total)}</span>
        <span>{EVALUATION_TEXT.answeredCount(answered, total)}</span>
      </div>
      <Progress
        percent={percentDone(answered, total)}
        aria-label={EVALUATION_TEXT.answeredCount(answered, total)}
        stroke="var(--semi-color-primary)"
      />
      <h2 key={step} id={`${name}-q`} ref={focusHeading} tabIndex={-1} className={styles.question}>
        {step}. {question.text}
      </h2>
      <fieldset className={styles.options} aria-labelledby={`${name}-q`}>
        {question.options.map((label, option) => (
          <label key={label} className={styles.option} data-checked={chosen === option}>
            <input
              type="radio"
              name={`${name}-${step}`}
              value={option}
              checked={chosen === option}
              onChange={() => undefined}
              onClick={(e: MouseEvent<HTMLInputElement>) => choose(option, e.detail > 0)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button disabled={step <= 1} onClick={() => void go(step - 1)}>
          {EVALUATION_TEXT.previous}
        </Button>
        {step < total && (
          <Button theme="solid" disabled={chosen === null} onClick={() => void go(step + 1)}>
            {EVALUATION_TEXT.next}
          </Button>
        )}
        {missing !== undefined && missing !== step && (
          <Button theme="borderless" onClick={() => void go(missing)}>
            {EVALUATION_TEXT.jumpToFirstUnanswered}
          </Button>
        )}
        {missing === undefined && (
          <Button theme="solid" type="primary" loading={submit.isPending} onClick={finish}>
            {EVALUATION_TEXT.submit}
          </Button>
        )}
      </div>
      <p className={styles.saved} role="status">
        {save.isError ? '' : EVALUATION_TEXT.saved}
      </p>
    </section>
  )
}
