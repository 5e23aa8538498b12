import type { DataOf, queryXkBySchool } from '@gaokao/contracts'
import { SUBJECT_TEXT } from '@gaokao/contracts'
import styles from './Subject.module.css'

type Count = DataOf<typeof queryXkBySchool>['byRequirement'][number]

/** Counts per requirement as chips, each saying whether the combination meets it (in words, not colour alone). */
export function RequirementCounts({ counts, unit }: { counts: readonly Count[]; unit: (n: number) => string }) {
  return (
    <ul className={styles.requirements} aria-label={SUBJECT_TEXT.byRequirement}>
      {counts.map((r) => (
        <li key={r.requirement} className={styles.requirement} data-met={r.met === null ? undefined : r.met}>
          {r.requirement} · {unit(r.count)}
          {r.met !== null && ` · ${r.met ? SUBJECT_TEXT.met : SUBJECT_TEXT.notMet}`}
        </li>
      ))}
    </ul>
  )
}
