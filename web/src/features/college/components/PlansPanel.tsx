import { COLLEGE_TEXT } from '@gaokao/contracts'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { Segmented } from '../../../components/form/Segmented'
import { usePlanBatches } from '../api/plan-batches'
import { usePlanTracks } from '../api/plan-tracks'
import { usePlanYears } from '../api/plan-years'
import { usePlans } from '../api/plans'
import { DETAIL_PAGE_SIZE } from '../lib/detail-search'
import { pickAvailable } from '../lib/track'
import styles from './College.module.css'
import { FigureNotice } from './FigureNotice'
import type { PanelProps } from './panel'
import { YearTrackFilters } from './YearTrackFilters'

/**
 * 招生计划: the places the college plans in the province, by major, with
 * tuition, duration and subject requirement, paged by the server. Its own
 * component, so the membership lock of enrolment plans (issue 8) can wrap it.
 */
export function PlansPanel({ schoolId, province, wantedTrack, search, update }: PanelProps) {
  const base = { schoolId, province }
  const years = usePlanYears(base)
  const year = pickAvailable(search.planYear, years.data)
  const tracks = usePlanTracks({ ...base, ...(year ? { year } : {}) }, year !== undefined)
  const track = pickAvailable(wantedTrack, tracks.data)
  const batches = usePlanBatches({ ...base, ...(year ? { year } : {}), track: track ?? '' }, track !== undefined)
  const batch = batches.data && batches.data.length > 1 ? pickAvailable(search.planBatch, batches.data) : undefined
  const page = search.page ?? 1
  const ready = year !== undefined && track !== undefined
  const plans = usePlans(
    {
      ...base,
      year: year ?? 0,
      track: track ?? '',
      ...(batch ? { batch } : {}),
      pageNum: page,
      pageSize: DETAIL_PAGE_SIZE,
    },
    ready,
  )

  return (
    <div className={styles.panel}>
      <QueryState query={years} isEmpty={(d) => d.length === 0} emptyText={COLLEGE_TEXT.noPlans(province)}>
        {(offered) => (
          <>
            <YearTrackFilters
              years={offered}
              year={year}
              onYear={(y) => update({ planYear: y, page: undefined })}
              tracks={tracks.data}
              track={track}
              onTrack={(t) => update({ track: t, page: undefined })}
            >
              {batches.data && batches.data.length > 1 && (
                <Segmented
                  legend={COLLEGE_TEXT.batch}
                  options={batches.data.map((b) => ({ value: b, label: b }))}
                  value={batch}
                  onChange={(b) => update({ planBatch: b, page: undefined })}
                />
              )}
            </YearTrackFilters>
            {ready && (
              <QueryState query={plans} isEmpty={(d) => d.list.length === 0} emptyText={COLLEGE_TEXT.noPlans(province)}>
                {(data) => {
                  const byGroup = data.fillMode === '院校专业组'
                  return (
                    <>
                      <p className={styles.note}>
                        {COLLEGE_TEXT.planTotal(year, data.totalPlaces)} <FigureNotice year={year} />
                      </p>
                      <div className={styles.tableScroll}>
                        <table className={styles.table} aria-busy={plans.isPlaceholderData}>
                          <caption>{`${year}年 ${province} ${track} ${COLLEGE_TEXT.tabPlans}`}</caption>
                          <thead>
                            <tr>
                              <th scope="col">{COLLEGE_TEXT.major}</th>
                              {byGroup && <th scope="col">{COLLEGE_TEXT.group}</th>}
                              <th scope="col">{COLLEGE_TEXT.subjectRequirement}</th>
                              <th scope="col">{COLLEGE_TEXT.batch}</th>
                              <th scope="col" className={styles.num}>
                                {COLLEGE_TEXT.planPlaces}
                              </th>
                              <th scope="col" className={styles.num}>
                                {COLLEGE_TEXT.tuition}
                              </th>
                              <th scope="col" className={styles.num}>
                                {COLLEGE_TEXT.duration}
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {data.list.map((row) => (
                              <tr key={`${row.majorId}-${row.batch}`}>
                                <td>{row.majorName}</td>
                                {byGroup && <td>{COLLEGE_TEXT.groupCode(row.groupCode)}</td>}
                                <td>{row.subjectRequirement}</td>
                                <td>{row.batch}</td>
                                <td className={styles.num}>{row.places}</td>
                                <td className={styles.num}>{COLLEGE_TEXT.tuitionValue(row.tuition)}</td>
                                <td className={styles.num}>{COLLEGE_TEXT.durationValue(row.duration)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                      <Pager
                        total={data.total}
                        pageSize={DETAIL_PAGE_SIZE}
                        page={data.pageNum}
                        onPage={(p) => update({ page: p > 1 ? p : undefined })}
                      />
                    </>
                  )
                }}
              </QueryState>
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
