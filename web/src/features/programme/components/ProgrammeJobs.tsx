import { PROGRAMME_PAGE_TEXT } from '@gaokao/contracts'
import { useState } from 'react'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { PROGRAMME_PAGE_SIZE, useProgrammeJobs } from '../api/programme'
import styles from './Programme.module.css'
import { ProgrammeTable } from './ProgrammeTable'

const T = PROGRAMME_PAGE_TEXT

/** 央国企就业规划: the jobs of the industries where state-owned enterprises gather. */
export function ProgrammeJobs() {
  const [industry, setIndustry] = useState('')
  const [page, setPage] = useState(1)
  const jobs = useProgrammeJobs(industry, page)
  return (
    <section className={styles.section} aria-labelledby="programme-jobs-title">
      <h3 id="programme-jobs-title" className={styles.sectionTitle}>
        {T.jobsTitle}
      </h3>
      <p className={styles.paragraph}>{T.jobsIntro}</p>
      <QueryState query={jobs}>
        {(data) => (
          <>
            <div className={styles.toolbar}>
              <NativeSelect
                label={T.jobColumns.industry}
                value={industry}
                options={[
                  { value: '', label: T.allIndustries },
                  ...data.industries.map((i) => ({ value: i, label: i })),
                ]}
                onChange={(value) => {
                  setIndustry(value)
                  setPage(1)
                }}
              />
              <SampleDataNotice year={data.year} demo={data.demo} />
            </div>
            {data.list.length === 0 ? (
              <p className={styles.note}>{T.noJobs}</p>
            ) : (
              <ProgrammeTable
                columns={[T.jobColumns.name, T.jobColumns.industry, T.jobColumns.salary, T.jobColumns.majors]}
              >
                {data.list.map((j) => (
                  <tr key={j.id}>
                    <th scope="row">{j.name}</th>
                    <td>{j.industry}</td>
                    <td>{T.salary(j.salaryMin, j.salaryMax)}</td>
                    <td>{j.majors.join('、')}</td>
                  </tr>
                ))}
              </ProgrammeTable>
            )}
            <Pager page={page} total={data.total} pageSize={PROGRAMME_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}
