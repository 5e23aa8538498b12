import { BANDS, type Band, CONVERSION_PAGE_TEXT, groupDigits } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CoverageNotice } from '../../../components/data/CoverageNotice'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { admissionsSource } from '../../../components/data/table-source'
import { Segmented } from '../../../components/form/Segmented'
import { type RankRange, REACH_PAGE_SIZE, reachSchoolsQueryOptions } from '../api/conversion'
import styles from './Conversion.module.css'

const T = CONVERSION_PAGE_TEXT
const C = T.schoolColumns
const n = (value: number) => groupDigits(value)
const ALL = 'all'

interface Props {
  range: RankRange
  band: Band | undefined
  page: number
  onChange: (next: { band: Band | undefined; page: number }) => void
}

/** Schools (or their groups) whose newest minimum rank is near the estimate, 冲/稳/保 against its range; paged by the server. */
export function ReachSchools({ range, band, page, onChange }: Props) {
  const query = useQuery(reachSchoolsQueryOptions(range, band, page))
  const counts = query.data?.counts
  const total = counts ? counts.冲 + counts.稳 + counts.保 : undefined
  return (
    <section className={styles.section} aria-labelledby="reach-schools-title">
      <div className={styles.headline}>
        <h2 id="reach-schools-title" className={styles.sectionTitle}>
          {T.schoolsTitle}
        </h2>
        {query.data && <LinesNotice province={range.province} year={query.data.year} />}
      </div>
      {query.data && <p className={styles.hint}>{T.schoolsIntro(query.data.year)}</p>}
      <Segmented
        legend={T.schoolColumns.band}
        hideLegend
        options={[
          { value: ALL, label: total === undefined ? T.allBands : T.bandCount(T.allBands, total) },
          ...BANDS.map((b) => ({ value: b, label: counts ? T.bandCount(b, counts[b]) : b })),
        ]}
        value={band ?? ALL}
        onChange={(value) => onChange({ band: value === ALL ? undefined : (value as Band), page: 1 })}
      />
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={T.noSchools}>
        {(data) => (
          <>
            <div className={styles.tableScroll}>
              <table className={styles.table} aria-busy={query.isPlaceholderData}>
                <thead>
                  <tr>
                    <th scope="col">{C.school}</th>
                    <th scope="col">{C.group}</th>
                    <th scope="col">{C.batch}</th>
                    <th scope="col" className={styles.num}>
                      {C.minScore}
                    </th>
                    <th scope="col" className={styles.num}>
                      {C.minRank}
                    </th>
                    <th scope="col" className={styles.num}>
                      {C.places}
                    </th>
                    <th scope="col">{C.band}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((s) => (
                    <tr key={`${s.schoolId}|${s.groupCode}|${s.batch}`} data-school-row>
                      <td>
                        <Link to="/college/$id" params={{ id: s.schoolId }}>
                          {s.name}
                        </Link>
                        <span className={styles.tags}>{[s.city, ...s.tags].join(' · ')}</span>
                      </td>
                      <td>{T.groupCode(s.groupCode)}</td>
                      <td>{s.batch}</td>
                      <td className={styles.num}>{s.minScore}</td>
                      <td className={styles.num}>{n(s.minRank)}</td>
                      <td className={styles.num}>{s.places ?? '—'}</td>
                      <td>
                        <span className={styles.band} data-band={s.band}>
                          {s.band}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={page}
              total={data.total}
              pageSize={REACH_PAGE_SIZE}
              onPage={(p) => onChange({ band, page: p })}
            />
            <p className={styles.hint}>{T.subjectNote}</p>
          </>
        )}
      </QueryState>
    </section>
  )
}

/** The schools' newest lines in the province: published where the upstream ships that year's 投档线, else 示例数据. */
function LinesNotice({ province, year }: { province: string; year: number }) {
  return <CoverageNotice sources={(coverage) => [admissionsSource(coverage, { province, year })]} />
}
