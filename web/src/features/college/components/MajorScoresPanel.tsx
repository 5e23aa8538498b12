import { COLLEGE_TEXT, groupDigits } from '@gaokao/contracts'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { useMajorScoreTracks } from '../api/major-score-tracks'
import { useMajorScoreYears } from '../api/major-score-years'
import { useMajorScores } from '../api/major-scores'
import { DETAIL_PAGE_SIZE } from '../lib/detail-search'
import { pickAvailable } from '../lib/track'
import styles from './College.module.css'
import { FigureNotice } from './FigureNotice'
import type { PanelProps } from './panel'
import { YearTrackFilters } from './YearTrackFilters'

/**
 * 专业分数: each major's admission in the province for a year and track,
 * paged by the server. Its own component, so the membership lock of
 * historical major score lines (issue 8) can wrap it.
 */
export function MajorScoresPanel({ schoolId, province, wantedTrack, search, update }: PanelProps) {
  const base = { schoolId, province }
  const years = useMajorScoreYears(base)
  const year = pickAvailable(search.majorYear, years.data)
  const tracks = useMajorScoreTracks({ ...base, ...(year ? { year } : {}) }, year !== undefined)
  const track = pickAvailable(wantedTrack, tracks.data)
  const page = search.page ?? 1
  const ready = year !== undefined && track !== undefined
  const scores = useMajorScores(
    { ...base, year: year ?? 0, track: track ?? '', pageNum: page, pageSize: DETAIL_PAGE_SIZE },
    ready,
  )

  return (
    <div className={styles.panel}>
      <QueryState query={years} isEmpty={(d) => d.length === 0} emptyText={COLLEGE_TEXT.noMajorScores(province)}>
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
              <QueryState
                query={scores}
                isEmpty={(d) => d.list.length === 0}
                emptyText={COLLEGE_TEXT.noMajorScores(province)}
              >
                {(data) => {
                  const byGroup = data.fillMode === '院校专业组'
                  return (
                    <>
                      <p className={styles.note}>
                        {COLLEGE_TEXT.fillModeNote(province, data.fillMode)} <FigureNotice year={year} />
                      </p>
                      <div className={styles.tableScroll}>
                        <table className={styles.table} aria-busy={scores.isPlaceholderData}>
                          <caption>{`${year}年 ${province} ${track} ${COLLEGE_TEXT.tabMajorScores}`}</caption>
                          <thead>
                            <tr>
                              <th scope="col">{COLLEGE_TEXT.major}</th>
                              {byGroup && <th scope="col">{COLLEGE_TEXT.group}</th>}
                              <th scope="col">{COLLEGE_TEXT.subjectRequirement}</th>
                              <th scope="col">{COLLEGE_TEXT.batch}</th>
                              <th scope="col" className={styles.num}>
                                {COLLEGE_TEXT.minScore}
                              </th>
                              <th scope="col" className={styles.num}>
                                {COLLEGE_TEXT.minRank}
                              </th>
                              <th scope="col" className={styles.num}>
                                {COLLEGE_TEXT.avgScore}
                              </th>
                              <th scope="col" className={styles.num}>
                                {COLLEGE_TEXT.places}
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {data.list.map((row) => (
                              <tr key={row.majorId}>
                                <td>{row.majorName}</td>
                                {byGroup && <td>{COLLEGE_TEXT.groupCode(row.groupCode)}</td>}
                                <td>{row.subjectRequirement}</td>
                                <td>{row.batch}</td>
                                <td className={styles.num}>{row.minScore}</td>
                                <td className={styles.num}>{groupDigits(row.minRank)}</td>
                                <td className={styles.num}>{row.avgScore}</td>
                                <td className={styles.num}>{row.places}</td>
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
            ) : (
              tracks.data?.length === 0 && <p className={styles.note}>{COLLEGE_TEXT.noMajorScores(province)}</p>
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
