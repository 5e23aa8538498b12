import { Button, SideSheet } from '@douyinfe/semi-ui'
import { type Physical, PLANNING_PAGE_TEXT, WISH_CODE_TEXT } from '@gaokao/contracts'
import { QueryState } from '../../../components/data/QueryState'
import { useSchoolMajors } from '../api/options'
import type { FillTarget } from '../lib/filled'
import { AdmissionBadge, SpecialBandBadge } from './AdmissionBadge'
import { BandBadge } from './BandBadge'
import { BlockedAddButton } from './BlockedAddButton'
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
  /** Why the table takes no new line for this target (full), if so: its add button says it instead of adding. */
  blocked?: (target: FillTarget) => string | undefined
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
  blocked = () => undefined,
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
                  {unit.chance &&
                    (unit.admissionTypes ? (
                      <SpecialBandBadge probability={unit.chance.probability} />
                    ) : (
                      <BandBadge band={unit.chance.band} probability={unit.chance.probability} />
                    ))}
                  {unit.addable && (
                    <GroupAdd
                      target={{ schoolId: unit.key.schoolId, groupCode: unit.groupCode }}
                      name={unit.groupName || schoolName}
                      eligible={unit.eligible}
                      {...{ isAdded, busy, onAdd, blocked }}
                    />
                  )}
                </div>
                <p className={styles.muted}>
                  {T.requirement(unit.subjectRequirement)} · {T.plan(data.planYear, unit.planPlaces)}
                </p>
                <AdmissionBadge types={unit.admissionTypes} />
                {unit.majors.map((m) => {
                  const target = { schoolId: m.key.schoolId, groupCode: m.key.groupCode, majorId: m.major.id }
                  const added = isAdded(target)
                  const reason = added ? undefined : blocked(target)
                  return (
                    <div key={m.major.id} className={styles.majorRow}>
                      <span>
                        {WISH_CODE_TEXT.major(m.major.code, m.major.name)}
                        <span className={styles.muted}>
                          {' '}
                          · {T.placesAndTuition(m.planPlaces, m.tuition)}
                          {!m.eligible && ` · ${T.notEligible}`}
                        </span>
                        {m.limited && <span className={styles.limits}> · {m.limited}</span>}
                      </span>
                      <span className={styles.row}>
                        {m.admissionTypes ? (
                          <SpecialBandBadge probability={m.chance?.probability ?? null} />
                        ) : (
                          <BandBadge band={m.chance?.band ?? null} probability={m.chance?.probability ?? null} />
                        )}
                        {reason && m.eligible ? (
                          <BlockedAddButton reason={reason} name={m.major.name} />
                        ) : (
                          <Button
                            size="small"
                            style={{ minHeight: 40 }}
                            disabled={!m.eligible || busy || added}
                            onClick={() => onAdd(target)}
                            aria-label={`${added ? T.added : T.addMajor}：${m.major.name}`}
                          >
                            {added ? T.added : T.addMajor}
                          </Button>
                        )}
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

/** A group's (or school's) add button: disabled once added; saying why while the table is full. */
function GroupAdd({
  target,
  name,
  eligible,
  isAdded,
  busy,
  onAdd,
  blocked,
}: Pick<Props, 'isAdded' | 'busy' | 'onAdd'> & {
  target: FillTarget
  name: string
  eligible: boolean
  blocked: (target: FillTarget) => string | undefined
}) {
  const added = isAdded(target)
  const reason = added || !eligible ? undefined : blocked(target)
  if (reason) return <BlockedAddButton reason={reason} name={name} />
  return (
    <Button disabled={!eligible || busy || added} onClick={() => onAdd(target)}>
      {added ? T.added : T.addGroup}
    </Button>
  )
}
