import { Button } from '@douyinfe/semi-ui'
import { type DataOf, groupDigits, type queryMajorSumByXkMatch, SUBJECT_TEXT } from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { user } from '../../../stores/user'
import { useXkSum } from '../api/xk-sum'
import { COMPARE_LIMIT, joinCompare, validXk, xkLabel } from '../lib/combination'
import { CompareTable } from './CompareTable'
import { Met } from './Met'
import { OpenLists } from './OpenLists'
import styles from './Subject.module.css'
import { SubjectPicker } from './SubjectPicker'
import type { SubjectContext } from './subject-context'

type Sum = DataOf<typeof queryMajorSumByXkMatch>

/** The combination tab: pick subjects, see what they open, compare up to three, list the schools and majors. */
export function CombinationTab({ context }: { context: SubjectContext }) {
  const { province, mode, xk, compare, update } = context
  const profile = useSnapshot(user)
  const mine = province === profile.province ? validXk(profile.xk, mode, province) : undefined
  const sum = useXkSum(province, xk)
  const inCompare = compare.includes(xk)
  const full = compare.length >= COMPARE_LIMIT

  return (
    <div className={styles.stack}>
      <SubjectPicker
        mode={mode}
        province={province}
        xk={xk}
        mine={mine}
        onChange={(next) => update({ xk: next === mine ? undefined : next, page: undefined })}
      />
      <section className={styles.panel} aria-labelledby="xk-share">
        <h2 id="xk-share" className={styles.panelTitle}>
          {SUBJECT_TEXT.combination} {xkLabel(xk)}
          {sum.data && <SampleDataNotice year={sum.data.year} demo={sum.data.demo} />}
        </h2>
        <QueryState query={sum}>{(data) => <ShareFigures sum={data} />}</QueryState>
        <div className={styles.actions}>
          <Button
            disabled={!inCompare && full}
            onClick={() => update({ cmp: joinCompare(inCompare ? compare.filter((c) => c !== xk) : [...compare, xk]) })}
          >
            {inCompare ? SUBJECT_TEXT.removeFromCompare : SUBJECT_TEXT.addToCompare}
          </Button>
          <span className={styles.hint}>
            {full && !inCompare ? SUBJECT_TEXT.compareFull : SUBJECT_TEXT.compareHint}
          </span>
        </div>
      </section>
      <CompareTable
        province={province}
        list={compare}
        onRemove={(gone) => update({ cmp: joinCompare(compare.filter((c) => c !== gone)) })}
      />
      <OpenLists context={context} />
    </div>
  )
}

function ShareFigures({ sum }: { sum: Sum }) {
  return (
    <>
      <dl className={styles.figures}>
        <div className={`${styles.figure} ${styles.share}`}>
          <dt>{SUBJECT_TEXT.share}</dt>
          <dd>{SUBJECT_TEXT.shareValue(sum.share)}</dd>
          <dd className={styles.sub}>{SUBJECT_TEXT.openRows(sum.openRows, sum.rows)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{SUBJECT_TEXT.openSchools}</dt>
          <dd>{SUBJECT_TEXT.ofTotal(sum.openSchools, sum.schools)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{SUBJECT_TEXT.openMajors}</dt>
          <dd>{SUBJECT_TEXT.ofTotal(sum.openMajors, sum.majors)}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{SUBJECT_TEXT.shareHint(sum.year, sum.province)}</p>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption className={styles.caption}>{SUBJECT_TEXT.byRequirement}</caption>
          <thead>
            <tr>
              <th scope="col">{SUBJECT_TEXT.requirement}</th>
              <th scope="col">{SUBJECT_TEXT.rows}</th>
              <th scope="col">{SUBJECT_TEXT.met}</th>
            </tr>
          </thead>
          <tbody>
            {sum.byRequirement.map((r) => (
              <tr key={r.requirement}>
                <th scope="row">{r.requirement}</th>
                <td>{groupDigits(r.count)}</td>
                <td>
                  <Met met={r.met} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
