import type { ChoiceItem } from '@gaokao/contracts'
import type { ReactNode } from 'react'
import { useStepwiseReveal } from '../../../lib/use-stepwise-reveal'
import { type FillTarget, targetOf } from '../lib/filled'
import { useLatestCallback } from '../lib/use-latest-callback'
import { OptionCard } from './OptionCard'
import listStyles from './OptionList.module.css'
import styles from './planning.module.css'

/** Five cards fill the first screen on a phone and on a laptop. */
const REVEAL_STEP = 5

export interface OptionListProps {
  items: readonly ChoiceItem[]
  /** The list shown is the previous one while the next loads. */
  busyList: boolean
  pager: ReactNode
  isAdded: (target: FillTarget) => boolean
  busy: boolean
  onAdd: (item: ChoiceItem) => void
  blocked: (target: FillTarget) => string | undefined
  onChooseMajors: (item: ChoiceItem) => void
}

/**
 * A page of options, committed five cards at a time (useStepwiseReveal); the
 * pager comes with the last. Each card renders once: OptionCard is memoised
 * and gets only the item, flags and handlers of one identity, so neither the
 * next step nor a re-render of the page renders the cards already shown
 * again (docs/choice-rendering.md); a card whose own flags change does.
 */
export function OptionList({ items, busyList, pager, isAdded, busy, onAdd, blocked, onChooseMajors }: OptionListProps) {
  const shown = useStepwiseReveal(items, REVEAL_STEP)
  const add = useLatestCallback(onAdd)
  const chooseMajors = useLatestCallback(onChooseMajors)
  return (
    <>
      <ul className={`${styles.options} ${listStyles.list}`} aria-busy={busyList}>
        {shown.map((item) => (
          <OptionCard
            key={`${item.key.schoolId}-${item.key.groupCode}-${item.key.majorId}`}
            item={item}
            added={isAdded(targetOf(item.key))}
            busy={busy}
            onAdd={add}
            blocked={blocked(targetOf(item.key))}
            onChooseMajors={chooseMajors}
          />
        ))}
      </ul>
      {shown.length === items.length && pager}
    </>
  )
}
