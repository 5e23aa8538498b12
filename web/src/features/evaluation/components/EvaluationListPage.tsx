import { type DataOf, EVALUATION_TEXT, type queryEvaluationList, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { user } from '../../../stores/user'
import { useEvaluationList } from '../api/evaluation-list'
import { useUserEvaluation } from '../api/progress'
import styles from './Evaluation.module.css'

type Evaluation = DataOf<typeof queryEvaluationList>[number]

/** /evaluate: the assessments (public); a logged-in user sees where each of theirs stands. */
export function EvaluationListPage() {
  const list = useEvaluationList()
  return (
    <Page title={siteRoute('/evaluate').title}>
      <p className={styles.intro}>{EVALUATION_TEXT.listIntro}</p>
      <QueryState query={list} isEmpty={(d) => d.length === 0}>
        {(items) => (
          <ul className={styles.cards}>
            {items.map((e) => (
              <EvaluationCard key={e.id} evaluation={e} />
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  )
}

function EvaluationCard({ evaluation: e }: { evaluation: Evaluation }) {
  const { session } = useSnapshot(user)
  const mine = useUserEvaluation(e.id, session === 'user').data
  const answered = mine?.progress.answered ?? 0
  const latest = mine?.done[0]
  const titleId = `evaluation-${e.id}`
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {e.name}
      </h2>
      <ul className={styles.meta}>
        <li className={styles.chip}>{e.kind === 'code' ? EVALUATION_TEXT.kindCode : EVALUATION_TEXT.kindType}</li>
        <li className={styles.chip}>{EVALUATION_TEXT.questionCount(e.questionCount)}</li>
        <li className={styles.chip}>{EVALUATION_TEXT.minutes(e.minutes)}</li>
      </ul>
      <p className={styles.text}>{e.intro}</p>
      <div className={styles.actions}>
        <Link to="/evaluate/$id" params={{ id: e.id }} className={styles.linkButton}>
          {answered > 0 ? EVALUATION_TEXT.resume(answered, e.questionCount) : EVALUATION_TEXT.start}
        </Link>
        {latest && (
          <Link
            to="/evaluate/$id"
            params={{ id: e.id }}
            search={{ report: latest.reportId }}
            className={styles.secondaryLink}
          >
            {EVALUATION_TEXT.viewReport}（{latest.code}）
          </Link>
        )}
      </div>
    </li>
  )
}
