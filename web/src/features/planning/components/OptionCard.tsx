import { Button } from '@douyinfe/semi-ui'
import { type ChoiceItem, groupDigits, PLANNING_PAGE_TEXT, WISH_CODE_TEXT } from '@gaokao/contracts'
import { memo } from 'react'
import { AdmissionBadge, SpecialBandBadge } from './AdmissionBadge'
import { BandBadge } from './BandBadge'
import { BlockedAddButton } from './BlockedAddButton'
import { AdjustRiskTag, ChanceDetails, YearsLine } from './ChanceDetails'
import { EqualScoreLine } from './EqualScoreLine'
import styles from './planning.module.css'

const T = PLANNING_PAGE_TEXT

interface Props {
  item: ChoiceItem
  added: boolean
  busy: boolean
  onAdd: (item: ChoiceItem) => void
  onChooseMajors: (item: ChoiceItem) => void
  /** Why the table takes no new line (full), if so: the add button says it instead of adding. */
  blocked?: string | undefined
}

/**
 * One option: the school and unit, its chance with the why, the facts behind it, and adding it to the table.
 * Memoised: a card is about 55 elements, and /choice's list would otherwise render every card again with
 * each step of its reveal and each re-render of the page (docs/choice-rendering.md).
 */
export const OptionCard = memo(function OptionCard({ item, added, busy, onAdd, onChooseMajors, blocked }: Props) {
  const title = [item.school.name, item.groupName, item.major?.name].filter(Boolean).join(' ')
  return (
    <li className={`${styles.card} ${styles.option}`} aria-label={title} data-option="">
      <div className={styles.stack} style={{ gap: 6 }}>
        <h3 className={styles.optionName}>
          {item.school.name}
          {item.groupName && <span> · {item.groupName}</span>}
          {item.major && <span> · {item.major.name}</span>}
        </h3>
        {/* The codes a family copies into the province's system (docs/wish-exports.md). */}
        <p className={styles.muted} data-codes="">
          {WISH_CODE_TEXT.codesLine(item.school.code, item.groupCode, item.major?.code)}
        </p>
        <div className={styles.row}>
          <span className={styles.muted}>
            {item.school.province} {item.school.city} · {item.school.level} · {item.school.type} · {item.school.nature}
          </span>
          {item.school.tags.map((t) => (
            <span key={t} className={styles.tag}>
              {t}
            </span>
          ))}
        </div>
        <p className={styles.muted}>
          {[
            T.plan(item.planYear, item.planPlaces),
            T.tuition(item.tuitionMin, item.tuitionMax),
            T.requirement(item.subjectRequirement),
            item.kind !== 'major' ? T.majorCount(item.majorCount) : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <AdmissionBadge types={item.admissionTypes} />
        <YearsLine chance={item.chance} />
        <EqualScoreLine equal={item.equalScore} />
        {item.limits.map((l) => (
          <p key={l} className={styles.limits}>
            {l}
          </p>
        ))}
        <ChanceDetails chance={item.chance} />
      </div>
      <div className={styles.side}>
        {item.admissionTypes ? (
          <SpecialBandBadge probability={item.chance.probability} />
        ) : (
          <BandBadge band={item.chance.band} probability={item.chance.probability} />
        )}
        <AdjustRiskTag chance={item.chance} />
        <span className={styles.muted}>
          {T.predictedRank} {groupDigits(item.chance.predictedRank)}
        </span>
        {item.addable && blocked && !added ? (
          <BlockedAddButton reason={blocked} name={title} className={styles.addButton} />
        ) : item.addable ? (
          <Button
            className={styles.addButton}
            theme={added ? 'light' : 'solid'}
            disabled={added || busy}
            onClick={() => onAdd(item)}
            aria-label={`${added ? T.added : T.add}：${title}`}
          >
            {added ? T.added : T.add}
          </Button>
        ) : (
          <Button
            className={styles.addButton}
            onClick={() => onChooseMajors(item)}
            aria-label={`${T.chooseMajors}：${title}`}
          >
            {T.chooseMajors}
          </Button>
        )}
      </div>
    </li>
  )
})
