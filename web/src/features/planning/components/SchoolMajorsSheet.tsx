import { Button, SideSheet } from '@douyinfe/semi-ui'
import { groupDigits, type Physical, PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import { QueryState } from '../../../components/data/QueryState'
import { useSchoolMajors } from '../api/options'
import type { FillTarget } from '../lib/filled'
import { BandBadge } from './BandBadge'
import styles from './planning.module.css'

const T = PLANNING_PAGE_TEXT

interface Props {
  schoolId: number | undefined
  schoolName: string
  physical: Physical
  acceptAdjust: boolean | undefined
  isAdded: (target: FillTarget) => boolean
  busy: boolean
  onAdd: (target: FillTarget) => void
  onClose: () => void
}

/** A school's groups and majors in the candidate's province, each with its chance, to add one by one. */
export function SchoolMajorsSheet({
  schoolId,
  schoolName,
  physical,
  acceptAdjust,
  isAdded,
  busy,
  onAdd,
  onClose,
}: Props) {
  const query = useSchoolMajors(
    schoolId === undefined
      ? undefined
      : { schoolId, ...physical, ...(acceptAdjust === undefined ? {} : { acceptAdjust }) },
  )
  const wide = typeof window !== 'undefined' && window.innerWidth > 640
  return (
    <SideSheet
      title={T.majorsTitle(schoolName)}
      visible={schoolId !== undefined}
      onCancel={onClose}
      width={wide ? 560 : '100%'}
    >
      <QueryState query={query} isEmpty={(d) => d.units.length === 0}>
        {(data) => (
          <div>
            {data.units.map((unit) => (
              <section
                key={unit.groupCode || 'school'}
                className={styles.sheetUnit}
                aria-label={unit.groupName || schoolName}
              >
                <div className={`${styles.row} ${styles.spread}`}>
                  <strong>
                    {unit.groupName || schoolName} · {unit.batch}
                  </strong>
                  {unit.chance && <BandBadge band={unit.chance.band} probability={unit.chance.probability} />}
                  {unit.addable && (
                    <Button
                      disabled={
                        !unit.eligible || busy || isAdded({ schoolId: unit.key.schoolId, groupCode: unit.groupCode })
                      }
                      onClick={() => onAdd({ schoolId: unit.key.schoolId, groupCode: unit.groupCode })}
                    >
                      {isAdded({ schoolId: unit.key.schoolId, groupCode: unit.groupCode }) ? T.added : T.addGroup}
                    </Button>
                  )}
                </div>
                <p className={styles.muted}>
                  {T.requirement(unit.subjectRequirement)} · {T.plan(data.planYear, unit.planPlaces)}
                </p>
                {unit.majors.map((m) => {
                  const target = { schoolId: m.key.schoolId, groupCode: m.key.groupCode, majorId: m.major.id }
                  const added = isAdded(target)
                  return (
                    <div key={m.major.id} className={styles.majorRow}>
                      <span>
                        {m.major.name}
                        <span className={styles.muted}>
                          {' '}
                          · {m.planPlaces}人 · {groupDigits(m.tuition)}元{!m.eligible && ` · ${T.notEligible}`}
                        </span>
                        {m.limited && <span className={styles.limits}> · {m.limited}</span>}
                      </span>
                      <span className={styles.row}>
                        <BandBadge band={m.chance?.band ?? null} probability={m.chance?.probability ?? null} />
                        <Button
                          size="small"
                          style={{ minHeight: 40 }}
                          disabled={!m.eligible || busy || added}
                          onClick={() => onAdd(target)}
                          aria-label={`${added ? T.added : T.addMajor}：${m.major.name}`}
                        >
                          {added ? T.added : T.addMajor}
                        </Button>
                      </span>
                    </div>
                  )
                })}
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </SideSheet>
  )
}
