import { COLLEGE_TEXT } from '@gaokao/contracts'
import { QueryState } from '../../../components/data/QueryState'
import { Segmented } from '../../../components/form/Segmented'
import { usePlanBatches } from '../api/plan-batches'
import { usePlanTracks } from '../api/plan-tracks'
import { usePlanYears } from '../api/plan-years'
import { usePlans } from '../api/plans'
import { DETAIL_PAGE_SIZE } from '../lib/detail-search'
import { pickAvailable, pickTrack } from '../lib/track'
import styles from './College.module.css'
import { MajorYearTable } from './MajorYearTable'
import type { PanelProps } from './panel'
import { YearTrackFilters } from './YearTrackFilters'

/**
 * 招生计划: the places the college plans in the province, by major, with
 * tuition, duration and subject requirement, paged by the server. Its own
 * component, so the membership lock of enrolment plans (a member feature) can wrap it.
 */
export function PlansPanel({ schoolId, province, wantedTrack, search, update }: PanelProps) {
  const base = { schoolId, province }
  const years = usePlanYears(base)
  const year = pickAvailable(search.planYear, years.data)
  const tracks = usePlanTracks({ ...base, ...(year ? { year } : {}) }, year !== undefined)
  const track = pickTrack(wantedTrack, tracks.data)
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
              <MajorYearTable
                query={plans}
                emptyText={COLLEGE_TEXT.noPlans(province)}
                note={(data) => COLLEGE_TEXT.planTotal(year, data.totalPlaces)}
                year={year}
                province={province}
                track={track}
                title={COLLEGE_TEXT.tabPlans}
                rowKey={(row) => `${row.majorId}-${row.batch}`}
                figures={[
                  { label: COLLEGE_TEXT.planPlaces, value: (row) => row.places },
                  { label: COLLEGE_TEXT.tuition, value: (row) => COLLEGE_TEXT.tuitionValue(row.tuition) },
                  { label: COLLEGE_TEXT.duration, value: (row) => COLLEGE_TEXT.durationValue(row.duration) },
                ]}
                onPage={(page) => update({ page })}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
