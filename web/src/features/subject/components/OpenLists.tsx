import { Button } from '@douyinfe/semi-ui'
import { SUBJECT_TEXT } from '@gaokao/contracts'
import { type FormEvent, useEffect, useState } from 'react'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { Segmented } from '../../../components/form/Segmented'
import { OPEN_PAGE_SIZE, useOpenMajors, useOpenSchools } from '../api/open-lists'
import { useXkSum } from '../api/xk-sum'
import { xkLabel } from '../lib/combination'
import type { ComboList } from '../lib/subject-search'
import { PagedTable } from './PagedTable'
import { RowHeaderLink } from './RowHeaderLink'
import styles from './Subject.module.css'
import type { SubjectContext } from './subject-context'

/** The schools, or the majors, the combination may apply to: filtered by name and paged on the server. */
export function OpenLists({ context }: { context: SubjectContext }) {
  const { province, xk, search, update } = context
  const list: ComboList = search.list ?? 'schools'
  const page = search.page ?? 1
  const input = { province, xk, keyword: search.kw, page }
  const schools = useOpenSchools(input, list === 'schools')
  const majors = useOpenMajors(input, list === 'majors')
  // Whichever list shows pages by the URL's page.
  const paging = { page, pageSize: OPEN_PAGE_SIZE, onPage: (p: number) => update({ page: p }) }
  const sum = useXkSum(province, xk).data
  const [keyword, setKeyword] = useState(search.kw ?? '')
  useEffect(() => setKeyword(search.kw ?? ''), [search.kw])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    update({ kw: keyword.trim() || undefined, page: undefined })
  }

  return (
    <section className={styles.panel} aria-labelledby="xk-lists">
      <h2 id="xk-lists" className={styles.panelTitle}>
        {SUBJECT_TEXT.judgedBy(xkLabel(xk))}
        {sum && <SampleDataNotice year={sum.year} demo={sum.demo} />}
      </h2>
      <Segmented
        legend={SUBJECT_TEXT.combination}
        hideLegend
        options={[
          { value: 'schools', label: sum ? SUBJECT_TEXT.listSchools(sum.openSchools) : SUBJECT_TEXT.openSchools },
          { value: 'majors', label: sum ? SUBJECT_TEXT.listMajors(sum.openMajors) : SUBJECT_TEXT.openMajors },
        ]}
        value={list}
        onChange={(value) => update({ list: value === 'schools' ? undefined : value, page: undefined, kw: undefined })}
      />
      <search>
        <form className={styles.search} onSubmit={submit}>
          <input
            aria-label={SUBJECT_TEXT.keyword}
            placeholder={SUBJECT_TEXT.keyword}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            maxLength={30}
          />
          <Button htmlType="submit">{SUBJECT_TEXT.search}</Button>
        </form>
      </search>
      {list === 'schools' ? (
        <PagedTable
          query={schools}
          columns={[SUBJECT_TEXT.school, SUBJECT_TEXT.location, SUBJECT_TEXT.level, SUBJECT_TEXT.openMajors]}
          row={(s) => (
            <tr key={s.id}>
              <RowHeaderLink to="/college/$id" id={s.id} name={s.name} />
              <td>{s.city || s.province}</td>
              <td>{s.level}</td>
              <td>{SUBJECT_TEXT.schoolMajors(s.openMajors, s.majors)}</td>
            </tr>
          )}
          {...paging}
        />
      ) : (
        <PagedTable
          query={majors}
          columns={[SUBJECT_TEXT.major, SUBJECT_TEXT.level, SUBJECT_TEXT.requirement, SUBJECT_TEXT.openSchools]}
          row={(m) => (
            <tr key={m.id}>
              <RowHeaderLink to="/major/$id" id={m.id} name={m.name} />
              <td>{m.level}</td>
              <td>{m.requirements}</td>
              <td>{SUBJECT_TEXT.majorSchools(m.openSchools, m.schools)}</td>
            </tr>
          )}
          {...paging}
        />
      )}
    </section>
  )
}
