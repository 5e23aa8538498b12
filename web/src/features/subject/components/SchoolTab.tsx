import { SUBJECT_TEXT } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { useSchoolSearch } from '../api/name-search'
import { SCHOOL_MAJORS_PAGE_SIZE, useSchoolXk, useSchoolXkMajors } from '../api/school-xk'
import { xkLabel } from '../lib/combination'
import { Met } from './Met'
import { NamePicker } from './NamePicker'
import { PagedTable } from './PagedTable'
import { RequirementCounts } from './RequirementCounts'
import { RowHeaderLink } from './RowHeaderLink'
import styles from './Subject.module.css'
import type { SubjectContext } from './subject-context'

/** A school's majors and their requirements in the province's plan (or, when it does not recruit there, all it runs). */
export function SchoolTab({ context }: { context: SubjectContext }) {
  const { search, update } = context
  const [name, setName] = useState('')
  const found = useSchoolSearch(name)
  return (
    <div className={styles.stack}>
      <div className={styles.panel}>
        <NamePicker
          label={SUBJECT_TEXT.searchSchool}
          items={found.data?.list.map((s) => ({ id: s.id, label: `${s.name}（${s.city || s.province}）` }))}
          pending={found.isFetching}
          onSearch={setName}
          selected={search.school}
          onPick={(school) => update({ school, page: undefined })}
        />
      </div>
      {search.school ? (
        <SchoolRequirements schoolId={search.school} context={context} />
      ) : (
        <p className={styles.hint}>{SUBJECT_TEXT.pickSchool}</p>
      )}
    </div>
  )
}

function SchoolRequirements({ schoolId, context }: { schoolId: number; context: SubjectContext }) {
  const { province, xk, search, update } = context
  const inPlan = useSchoolXk(schoolId, province, xk)
  // A school that does not recruit in the province this year shows its whole catalogue instead.
  const fallback = inPlan.data?.majors === 0
  const scope = fallback ? undefined : province
  const summary = useSchoolXk(schoolId, scope, xk)
  const page = search.page ?? 1
  const majors = useSchoolXkMajors(schoolId, scope, xk, page, inPlan.isSuccess)
  return (
    <QueryState query={summary}>
      {(s) => (
        <section className={styles.panel} aria-labelledby="school-xk">
          <h2 id="school-xk" className={styles.panelTitle}>
            <Link to="/college/$id" params={{ id: s.school.id }}>
              {s.school.name}
            </Link>
            <span className={styles.sub}>
              {s.year !== null ? SUBJECT_TEXT.scopePlan(s.year, province) : SUBJECT_TEXT.scopeCatalogue}
            </span>
            <SampleDataNotice year={s.year ?? undefined} />
          </h2>
          {fallback && <p className={styles.hint}>{SUBJECT_TEXT.notInPlan(province)}</p>}
          <p className={styles.hint}>
            {SUBJECT_TEXT.majorsOfSchool(s.majors)} · {SUBJECT_TEXT.judgedBy(xkLabel(xk))}：
            {SUBJECT_TEXT.schoolMajors(s.openMajors ?? 0, s.majors)}
          </p>
          <RequirementCounts counts={s.byRequirement} unit={SUBJECT_TEXT.majorsCount} />
          <PagedTable
            query={majors}
            columns={(d) => [
              SUBJECT_TEXT.major,
              SUBJECT_TEXT.requirement,
              ...(d.year !== null ? [SUBJECT_TEXT.tracks, SUBJECT_TEXT.places] : []),
              xkLabel(xk),
            ]}
            row={(m, d) => (
              <tr key={m.id}>
                <RowHeaderLink to="/major/$id" id={m.id} name={m.name} />
                <td>{m.requirement}</td>
                {d.year !== null && <td>{m.tracks.join('、')}</td>}
                {d.year !== null && <td>{m.places}</td>}
                <td>
                  <Met met={m.met} />
                </td>
              </tr>
            )}
            page={page}
            pageSize={SCHOOL_MAJORS_PAGE_SIZE}
            onPage={(p) => update({ page: p })}
          />
        </section>
      )}
    </QueryState>
  )
}
