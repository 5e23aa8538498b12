import { Button } from '@douyinfe/semi-ui'
import { groupDigits, SUBJECT_TEXT } from '@gaokao/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { Segmented } from '../../../components/form/Segmented'
import {
  MAJOR_SCHOOLS_PAGE_SIZE,
  majorByCodeQueryOptions,
  useMajorAllSchools,
  useMajorPlanSchools,
  useMajorXk,
} from '../api/major-xk'
import { useMajorSearch } from '../api/name-search'
import { xkLabel } from '../lib/combination'
import type { MajorScope } from '../lib/subject-search'
import { Met } from './Met'
import { NamePicker } from './NamePicker'
import { PagedTable } from './PagedTable'
import { RequirementCounts } from './RequirementCounts'
import { RowHeaderLink } from './RowHeaderLink'
import styles from './Subject.module.css'
import type { SubjectContext } from './subject-context'

/** A major's requirements across schools: in the province's plan of the year, or every school running it. */
export function MajorTab({ context }: { context: SubjectContext }) {
  const { province, search, update } = context
  const [name, setName] = useState('')
  const found = useMajorSearch(name)
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [lookup, setLookup] = useState<'idle' | 'pending' | 'notFound'>('idle')
  const pick = (major: number) => update({ major, page: undefined, scope: undefined })
  // The code picks the major once its answer is in (no effect: only the user's submit looks it up).
  const submitCode = async (e: FormEvent) => {
    e.preventDefault()
    const zydm = code.trim()
    if (!/^\d{6}K?$/.test(zydm)) {
      setLookup('notFound')
      return
    }
    setLookup('pending')
    try {
      const found = await queryClient.fetchQuery(majorByCodeQueryOptions(zydm, province))
      setLookup('idle')
      pick(found.major.id)
    } catch {
      setLookup('notFound')
    }
  }
  return (
    <div className={styles.stack}>
      <div className={styles.panel}>
        <NamePicker
          label={SUBJECT_TEXT.searchMajor}
          items={found.data?.list.map((m) => ({ id: m.id, label: `${m.name}（${m.level} ${m.code}）` }))}
          pending={found.isFetching}
          onSearch={setName}
          selected={search.major}
          onPick={pick}
        />
        <search>
          <form className={styles.search} onSubmit={(e) => void submitCode(e)}>
            <input
              aria-label={SUBJECT_TEXT.searchByCode}
              placeholder={SUBJECT_TEXT.searchByCode}
              value={code}
              maxLength={7}
              inputMode="numeric"
              onChange={(e) => setCode(e.target.value)}
            />
            <Button htmlType="submit" loading={lookup === 'pending'}>
              {SUBJECT_TEXT.search}
            </Button>
          </form>
        </search>
        {lookup === 'notFound' && <p className={styles.hint}>{SUBJECT_TEXT.codeNotFound}</p>}
      </div>
      {search.major ? (
        <MajorRequirements majorId={search.major} context={context} />
      ) : (
        <p className={styles.hint}>{SUBJECT_TEXT.pickMajor}</p>
      )}
    </div>
  )
}

function MajorRequirements({ majorId, context }: { majorId: number; context: SubjectContext }) {
  const { province, xk, search, update } = context
  const scope: MajorScope = search.scope ?? 'plan'
  const summary = useMajorXk(majorId, scope === 'plan' ? province : undefined, xk)
  const page = search.page ?? 1
  const plan = useMajorPlanSchools(majorId, province, xk, page, scope === 'plan')
  const all = useMajorAllSchools(majorId, xk, page, scope === 'all')
  // Whichever list shows pages by the URL's page.
  const paging = { page, pageSize: MAJOR_SCHOOLS_PAGE_SIZE, onPage: (p: number) => update({ page: p }) }
  return (
    <QueryState query={summary}>
      {(s) => (
        <section className={styles.panel} aria-labelledby="major-xk">
          <h2 id="major-xk" className={styles.panelTitle}>
            <Link to="/major/$id" params={{ id: s.major.id }}>
              {s.major.name}
            </Link>
            <span className={styles.sub}>
              {s.major.level} · {s.major.code}
            </span>
            <SampleDataNotice year={s.year ?? undefined} />
          </h2>
          <Segmented
            legend={SUBJECT_TEXT.scope}
            hideLegend
            options={[
              { value: 'plan', label: SUBJECT_TEXT.scopePlanShort },
              { value: 'all', label: SUBJECT_TEXT.scopeAllShort },
            ]}
            value={scope}
            onChange={(value) => update({ scope: value === 'plan' ? undefined : value, page: undefined })}
          />
          <p className={styles.hint}>
            {s.year !== null ? SUBJECT_TEXT.scopePlan(s.year, province) : SUBJECT_TEXT.scopeCatalogueSchools} ·{' '}
            {SUBJECT_TEXT.judgedBy(xkLabel(xk))}：{SUBJECT_TEXT.majorSchools(s.openSchools ?? 0, s.schools)}
          </p>
          {scope === 'plan' && s.schools === 0 && (
            <p className={styles.hint}>{SUBJECT_TEXT.majorNotInPlan(province)}</p>
          )}
          <RequirementCounts counts={s.byRequirement} unit={SUBJECT_TEXT.schoolsCount} />
          {scope === 'plan' ? (
            <PagedTable
              query={plan}
              columns={[
                SUBJECT_TEXT.school,
                SUBJECT_TEXT.tracks,
                SUBJECT_TEXT.group,
                SUBJECT_TEXT.places,
                SUBJECT_TEXT.tuition,
                SUBJECT_TEXT.requirement,
                xkLabel(xk),
              ]}
              row={(row) => (
                <tr key={`${row.id}-${row.track}`}>
                  <RowHeaderLink to="/college/$id" id={row.id} name={row.name} />
                  <td>{row.track}</td>
                  <td>{row.groupCode || '—'}</td>
                  <td>{row.places}</td>
                  <td>{groupDigits(row.tuition)}</td>
                  <td>{row.requirement}</td>
                  <td>
                    <Met met={row.met} />
                  </td>
                </tr>
              )}
              {...paging}
            />
          ) : (
            <PagedTable
              query={all}
              columns={[SUBJECT_TEXT.school, SUBJECT_TEXT.location, SUBJECT_TEXT.requirement, xkLabel(xk)]}
              row={(row) => (
                <tr key={row.id}>
                  <RowHeaderLink to="/college/$id" id={row.id} name={row.name} />
                  <td>{row.city || row.province}</td>
                  <td>{row.requirement}</td>
                  <td>
                    <Met met={row.met} />
                  </td>
                </tr>
              )}
              {...paging}
            />
          )}
        </section>
      )}
    </QueryState>
  )
}
