import { Button } from '@douyinfe/semi-ui'
import { PLANNING_PAGE_TEXT, WISH_CODE_TEXT, type WishLine } from '@gaokao/contracts'
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react'
import formStyles from '../../../components/form/form.module.css'
import { AdmissionBadge, SpecialBandBadge } from './AdmissionBadge'
import { BandBadge } from './BandBadge'
import { AdjustRiskTag, ChanceDetails, YearsLine } from './ChanceDetails'
import styles from './planning.module.css'
import tableStyles from './wish-table.module.css'

const T = PLANNING_PAGE_TEXT

export function lineTitle(line: WishLine): string {
  return [line.school.name, line.groupName, line.major?.name].filter(Boolean).join(' ')
}

interface Props {
  line: WishLine
  count: number
  /** Editing controls; without them the line is read-only (the one-click result). */
  edit?: {
    handle: ReactNode
    busy: boolean
    onMove: (position: number) => void
    onDelete: () => void
    onDeleteMajor: (majorId: number) => void
  }
  style?: CSSProperties
  dragging?: boolean
  innerRef?: (node: HTMLElement | null) => void
}

/**
 * One line of a volunteer table: position, school and unit with its majors,
 * band and chance, past minimums, plan, tuition, requirement, warnings and
 * (for one-click plans) why it was chosen.
 */
export function WishLineCard({ line, count, edit, style, dragging, innerRef }: Props) {
  const title = lineTitle(line)
  return (
    <li
      ref={innerRef}
      style={style}
      className={`${styles.card} ${tableStyles.line}`}
      data-dragging={dragging || undefined}
      data-line-id={line.id}
      aria-label={`${line.position}. ${title}`}
    >
      <div className={tableStyles.handleColumn}>
        {edit ? (
          <>
            {edit.handle}
            <PositionInput position={line.position} count={count} busy={edit.busy} onMove={edit.onMove} />
          </>
        ) : (
          <strong aria-hidden="true">{line.position}</strong>
        )}
      </div>
      <div className={styles.stack} style={{ gap: 4 }}>
        <h3 className={styles.optionName}>{title}</h3>
        <AdmissionBadge types={line.admissionTypes} />
        {/* The codes a family copies into the province's system (docs/wish-exports.md). */}
        <p className={styles.muted} data-codes="">
          {WISH_CODE_TEXT.codesLine(line.school.code, line.groupCode, line.major?.code)}
        </p>
        {line.majors.length > 0 && (
          <ul className={tableStyles.chips} aria-label={T.majorsLabel}>
            {line.majors.map((m) => (
              <li key={m.id} className={tableStyles.chip}>
                {WISH_CODE_TEXT.major(m.code, m.name)}
                {m.band && <span className={styles.muted}>·{m.band}</span>}
                {edit && (
                  <button
                    type="button"
                    className={tableStyles.chipRemove}
                    aria-label={T.deleteMajor(m.name)}
                    disabled={edit.busy}
                    onClick={() => edit.onDeleteMajor(m.id)}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>
          {[
            line.batch,
            line.planPlaces > 0 ? T.plan(line.planYear, line.planPlaces) : undefined,
            line.tuitionMax > 0 ? T.tuition(line.tuitionMin, line.tuitionMax) : undefined,
            line.subjectRequirement ? T.requirement(line.subjectRequirement) : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <YearsLine chance={line.chance} />
        {line.warnings.length > 0 && (
          <ul className={styles.warnings} aria-label={T.warnings}>
            {line.warnings.map((w) => (
              <li key={w.text}>{w.text}</li>
            ))}
          </ul>
        )}
        {line.why.length > 0 && (
          <p className={styles.muted}>
            {T.chosenBecause}：{line.why.join('；')}
          </p>
        )}
        {line.chance && <ChanceDetails chance={line.chance} />}
      </div>
      <div className={`${styles.side} ${tableStyles.lineActions}`}>
        {line.admissionTypes ? (
          <SpecialBandBadge probability={line.chance?.probability ?? null} />
        ) : (
          <BandBadge band={line.chance?.band ?? null} probability={line.chance?.probability ?? null} />
        )}
        <AdjustRiskTag chance={line.chance} />
        {edit && (
          <Button
            type="danger"
            theme="borderless"
            style={{ minHeight: 40 }}
            disabled={edit.busy}
            onClick={edit.onDelete}
            aria-label={T.deleteLine(title)}
          >
            {T.delete}
          </Button>
        )}
      </div>
    </li>
  )
}

/** Typing a position moves the line there (Enter or leaving the field). */
function PositionInput({
  position,
  count,
  busy,
  onMove,
}: {
  position: number
  count: number
  busy: boolean
  onMove: (position: number) => void
}) {
  const [text, setText] = useState(String(position))
  useEffect(() => setText(String(position)), [position])
  const commit = () => {
    const n = Number(text)
    if (Number.isInteger(n) && n >= 1 && n <= count && n !== position) onMove(n)
    else setText(String(position))
  }
  return (
    <input
      className={`${formStyles.input} ${styles.position}`}
      inputMode="numeric"
      aria-label={T.positionLabel(position)}
      value={text}
      disabled={busy}
      onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 3))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
      }}
    />
  )
}
