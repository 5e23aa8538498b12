import { Button, Spin } from '@douyinfe/semi-ui'
import {
  type DataOf,
  EVALUATION_TEXT,
  type queryQuestionsByEvaluationId,
  shanghaiDateTimeText,
  siteRoute,
} from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { passGate } from '../../../lib/gate'
import { user } from '../../../stores/user'
import { useUserEvaluation } from '../api/progress'
import { useQuestions } from '../api/questions'
import type { EvaluateSearch } from '../lib/evaluate-search'
import { clampStep, resumePosition } from '../lib/progress'
import styles from './Evaluation.module.css'
import { QuizView } from './QuizView'
import { ReportView } from './ReportView'

type Assessment = DataOf<typeof queryQuestionsByEvaluationId>

/**
 * /evaluate/$id: the assessment's introduction, then one question at a time
 * (`step` in the URL; answers saved on the server, so leaving and coming
 * back resumes), then the report (`report` in the URL).
 */
export function EvaluationPage({ id, search }: { id: number; search: EvaluateSearch }) {
  const assessment = useQuestions(id)
  const title = assessment.data?.evaluation.name ?? siteRoute('/evaluate/$id').title
  return (
    <Page title={search.report ? `${title} · ${EVALUATION_TEXT.reportTitle}` : title}>
      <QueryState query={assessment}>
        {(a) =>
          search.report ? <ReportView reportId={search.report} /> : <Taking assessment={a} step={search.step} />
        }
      </QueryState>
      <p>
        <Link to="/evaluate" className={styles.secondaryLink}>
          {EVALUATION_TEXT.backToList}
        </Link>
      </p>
    </Page>
  )
}

/** The introduction, or the question of `step` once a logged-in user has started. */
function Taking({ assessment, step }: { assessment: Assessment; step: number | undefined }) {
  const { session } = useSnapshot(user)
  const mine = useUserEvaluation(assessment.evaluation.id, session === 'user')
  if (session === 'unknown' || (session === 'user' && mine.isPending)) return <Spin />
  if (step !== undefined && session === 'user' && mine.data) {
    return <QuizView assessment={assessment} state={mine.data} step={clampStep(step, assessment.questions.length)} />
  }
  return <Introduction assessment={assessment} />
}

function Introduction({ assessment }: { assessment: Assessment }) {
  const e = assessment.evaluation
  const { session } = useSnapshot(user)
  const mine = useUserEvaluation(e.id, session === 'user').data
  const navigate = useNavigate()
  const answered = mine?.progress.answered ?? 0
  const start = () => {
    // Taking an assessment needs a login and a student profile (docs/spec-rules.md, States: gate); reading about it does not.
    if (!passGate()) return
    void navigate({
      to: '/evaluate/$id',
      params: { id: e.id },
      search: { step: mine ? resumePosition(mine.progress.answers) : 1 },
    })
  }
  return (
    <section className={styles.panel} aria-label={e.name}>
      <ul className={styles.meta}>
        <li className={styles.chip}>{e.kind === 'code' ? EVALUATION_TEXT.kindCode : EVALUATION_TEXT.kindType}</li>
        <li className={styles.chip}>{EVALUATION_TEXT.questionCount(e.questionCount)}</li>
        <li className={styles.chip}>{EVALUATION_TEXT.minutes(e.minutes)}</li>
      </ul>
      <p className={styles.text}>{e.intro}</p>
      <ul className={styles.chips} aria-label={EVALUATION_TEXT.dimension}>
        {e.dimensions.map((d) => (
          <li key={d.code} className={styles.chip}>
            {d.name} {d.code}
          </li>
        ))}
      </ul>
      {session !== 'user' && <p className={styles.hint}>{EVALUATION_TEXT.loginToStart}</p>}
      <div className={styles.actions}>
        <Button theme="solid" size="large" className={styles.button} onClick={start}>
          {answered > 0 ? EVALUATION_TEXT.resume(answered, e.questionCount) : EVALUATION_TEXT.start}
        </Button>
        {mine?.done[0] && (
          <Link
            to="/evaluate/$id"
            params={{ id: e.id }}
            search={{ report: mine.done[0].reportId }}
            className={styles.secondaryLink}
          >
            {EVALUATION_TEXT.viewReport}（{mine.done[0].code}）
          </Link>
        )}
      </div>
      {mine && mine.done.length > 0 && (
        <ul className={styles.history} aria-label={EVALUATION_TEXT.history}>
          {mine.done.map((d) => (
            <li key={d.reportId}>
              <Link to="/evaluate/$id" params={{ id: e.id }} search={{ report: d.reportId }}>
                {d.code}
              </Link>
              <span className={styles.hint}>{EVALUATION_TEXT.finishedAt(shanghaiDateTimeText(d.finishedAt))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
