import { Button } from '@douyinfe/semi-ui'
import {
  type Candidate,
  groupDigits,
  PLANNING_BATCHES,
  PLANNING_PAGE_TEXT,
  SCORE_LINE_TEXT,
  UNIT_TEXT,
} from '@gaokao/contracts'
import { FactList } from '../../../components/data/FactList'
import { PlainFigureNotice } from '../../../components/data/PlainFigureNotice'
import { openStudentInfo } from '../../../stores/dialogs'
import styles from './planning.module.css'

/** The candidate the planner plans for: score, rank (with its year), track, subjects and the province's rule. */
export function CandidateSummary({ candidate }: { candidate: Candidate }) {
  const T = PLANNING_PAGE_TEXT
  return (
    <section className={styles.card} aria-label={T.summaryTitle}>
      <div className={`${styles.row} ${styles.spread}`}>
        <h2 className={styles.cardTitle}>
          {candidate.name} · {candidate.province}
        </h2>
        <Button size="large" onClick={() => openStudentInfo(T.editProfile)}>
          {T.editProfile}
        </Button>
      </div>
      <FactList
        className={styles.summary}
        facts={[
          { term: T.scoreLabel, value: candidate.score },
          { term: T.rankLabel(candidate.rankYear), value: groupDigits(candidate.rank) },
          { term: T.trackLabel, value: candidate.track },
          { term: T.subjectsLabel, value: candidate.xk.replaceAll('/', '') },
        ]}
      />
      <p className={styles.muted}>
        {UNIT_TEXT.modeNote(candidate.mode, candidate.volunteers, candidate.majorsPerVolunteer)}
        {candidate.batchLines
          .filter((l) => PLANNING_BATCHES.some((batch) => batch === l.batch))
          .map((l) => ` · ${T.batchLine(l.batch, l.year, l.score)}`)
          .join('')}{' '}
        <PlainFigureNotice year={candidate.rankYear} />
      </p>
      {candidate.historyTrack !== undefined && (
        <p className={styles.muted}>
          {SCORE_LINE_TEXT.readAsFormer(candidate.province, candidate.rankYear, candidate.historyTrack)}
        </p>
      )}
    </section>
  )
}
