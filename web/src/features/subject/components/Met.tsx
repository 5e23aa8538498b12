import { SUBJECT_TEXT } from '@gaokao/contracts'
import styles from './Subject.module.css'

/** Whether a combination meets a requirement: a mark and a word, never colour alone. */
export function Met({ met }: { met: boolean | null }) {
  if (met === null) return <span>—</span>
  return <span className={met ? styles.met : styles.notMet}>{met ? SUBJECT_TEXT.yes : SUBJECT_TEXT.no}</span>
}
