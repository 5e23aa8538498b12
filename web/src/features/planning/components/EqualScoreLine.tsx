import { type ChoiceItem, EQUAL_SCORE_TEXT } from '@gaokao/contracts'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import styles from './planning.module.css'

/**
 * The option's latest line as this year's score (docs/equal-scores.md):
 * 2025年最低分 612，等位分（2026年）608, with the source of the table it is read in.
 */
export function EqualScoreLine({ equal, note }: { equal: ChoiceItem['equalScore']; note?: string | undefined }) {
  if (!equal) return null
  return (
    <p className={styles.muted} data-equal-score="">
      {EQUAL_SCORE_TEXT.optionLine(equal.lineYear, equal.lineScore, equal.year, equal.score)}{' '}
      <FigureSourceNotice source={equal.source} note={note} />
    </p>
  )
}
