import { COLLEGE_TEXT, groupDigits } from '@gaokao/contracts'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { noMajorLinesText } from '../../../components/data/group-lines-only'
import { QueryState } from '../../../components/data/QueryState'
import { useMajorScoreTracks } from '../api/major-score-tracks'
import { useMajorScoreYears } from '../api/major-score-years'
import { useMajorScores } from '../api/major-scores'
import { DETAIL_PAGE_SIZE } from '../lib/detail-search'
import { pickAvailable, pickTrack } from '../lib/track'
import styles from './College.module.css'
import { MajorYearTable } from './MajorYearTable'
import type { PanelProps } from './panel'
import { YearTrackFilters } from './YearTrackFilters'

/**
 * 专业分数: each major's admission in the province for a year and track,
 * paged by the server. Its own component, so the membership lock of
 * historical major score lines (a member feature) can wrap it.
 */
export function MajorScoresPanel({ schoolId, province, wantedTrack, search, update }: PanelProps) {
  const base = { schoolId, province }
  const years = useMajorScoreYears(base)
  const year = pickAvailable(search.majorYear, years.data)
  const tracks = useMajorScoreTracks({ ...base, ...(year ? { year } : {}) }, year !== undefined)
  const track = pickTrack(wantedTrack, tracks.data)
  const page = search.page ?? 1
  // Empty where the province publishes group lines only: say so rather than "no data".
  const emptyText = noMajorLinesText(useDatasetInfo().data?.coverage, province) ?? COLLEGE_TEXT.noMajorScores(province)
  const ready = year !== undefined && track !== undefined
  const scores = useMajorScores(
    { ...base, year: year ?? 0, track: track ?? '', pageNum: page, pageSize: DETAIL_PAGE_SIZE },
    ready,
  )

  return (
    <div className={styles.panel}>
      <QueryState query={years} isEmpty={(d) => d.length === 0} emptyText={emptyText}>
        {(offered) => (
          <>
            <YearTrackFilters
              years={offered}
              year={year}
              onYear={(y) => update({ majorYear: y, page: undefined })}
              tracks={tracks.data}
              track={track}
              onTrack={(t) => update({ track: t, page: undefined })}
            />
            {ready ? (
              <MajorYearTable
                query={scores}
                emptyText={emptyText}
                note={(data) => COLLEGE_TEXT.fillModeNote(province, data.fillMode)}
                year={year}
                province={province}
                track={track}
                title={COLLEGE_TEXT.tabMajorScores}
                rowKey={(row) => row.majorId}
                figures={[
                  { label: COLLEGE_TEXT.minScore, value: (row) => row.minScore },
                  { label: COLLEGE_TEXT.minRank, value: (row) => groupDigits(row.minRank) },
                  { label: COLLEGE_TEXT.avgScore, value: (row) => row.avgScore },
                  { label: COLLEGE_TEXT.places, value: (row) => row.places },
                ]}
                onPage={(page) => update({ page })}
              />
            ) : (
              tracks.data?.length === 0 && <p className={styles.note}>{emptyText}</p>
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
