import { SUBJECT_TEXT } from '@gaokao/contracts'
import type { ReactNode } from 'react'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { useXkSums } from '../api/xk-sum'
import { xkLabel } from '../lib/combination'
import { Met } from './Met'
import styles from './Subject.module.css'

/** Up to three combinations side by side: share, open schools and majors, and which requirements each meets. */
export function CompareTable({
  province,
  list,
  onRemove,
}: {
  province: string
  list: readonly string[]
  onRemove: (xk: string) => void
}) {
  const sums = useXkSums(province, list)
  const loaded = sums.map((q) => q.data)
  const first = loaded.find((d) => d !== undefined)
  const requirements = first?.byRequirement.map((r) => r.requirement) ?? []
  const cell = (i: number, render: (d: NonNullable<(typeof loaded)[number]>) => ReactNode) => {
    const d = loaded[i]
    if (d) return render(d)
    return sums[i]?.isError ? SUBJECT_TEXT.noMatch : '…'
  }
  return (
    <section className={styles.panel} aria-labelledby="xk-compare">
      <h2 id="xk-compare" className={styles.panelTitle}>
        {SUBJECT_TEXT.compare}
        {first && <SampleDataNotice year={first.year} demo={first.demo} />}
      </h2>
      {list.length === 0 ? (
        <p className={styles.hint}>{SUBJECT_TEXT.compareEmpty}</p>
      ) : (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{SUBJECT_TEXT.compareMetric}</th>
                {list.map((xk) => (
                  <th scope="col" key={xk}>
                    <span className={styles.compareHead}>
                      <strong>{xkLabel(xk)}</strong>
                      <button type="button" className={styles.removeButton} onClick={() => onRemove(xk)}>
                        {SUBJECT_TEXT.removeFromCompare}
                      </button>
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{SUBJECT_TEXT.share}</th>
                {list.map((xk, i) => (
                  <td key={xk}>
                    <strong>{cell(i, (d) => SUBJECT_TEXT.shareValue(d.share))}</strong>
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{SUBJECT_TEXT.rows}</th>
                {list.map((xk, i) => (
                  <td key={xk}>{cell(i, (d) => SUBJECT_TEXT.ofTotal(d.openRows, d.rows))}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{SUBJECT_TEXT.openSchools}</th>
                {list.map((xk, i) => (
                  <td key={xk}>{cell(i, (d) => SUBJECT_TEXT.ofTotal(d.openSchools, d.schools))}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{SUBJECT_TEXT.openMajors}</th>
                {list.map((xk, i) => (
                  <td key={xk}>{cell(i, (d) => SUBJECT_TEXT.ofTotal(d.openMajors, d.majors))}</td>
                ))}
              </tr>
              {requirements.map((requirement) => (
                <tr key={requirement}>
                  <th scope="row">
                    {SUBJECT_TEXT.requirement}：{requirement}
                  </th>
                  {list.map((xk, i) => (
                    <td key={xk}>
                      {cell(i, (d) => (
                        <Met met={d.byRequirement.find((r) => r.requirement === requirement)?.met ?? null} />
                      ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
