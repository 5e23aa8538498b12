import { Button } from '@douyinfe/semi-ui'
import {
  COLLEGE_TEXT,
  type DataOf,
  type ExamMode,
  FIGURE_SOURCE_TEXT,
  MAJOR_TEXT,
  type MajorSchoolSort,
  type queryMajorSchoolList,
  SHELL_TEXT,
  type Track,
  trackOf,
} from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import { NotedSourceNotice } from '../../../components/data/NotedSourceNotice'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { Segmented } from '../../../components/form/Segmented'
import { openProvincePicker, user } from '../../../stores/user'
import { MAJOR_SCHOOLS_PAGE_SIZE, useMajorSchools } from '../api/major-schools'
import type { MajorDetailSearch } from '../lib/major-search'
import styles from './Major.module.css'
import schoolStyles from './MajorSchools.module.css'

type Item = DataOf<typeof queryMajorSchoolList>['list'][number]

const SORTS: readonly { value: MajorSchoolSort; label: string }[] = [
  { value: 'score', label: MAJOR_TEXT.sortScore },
  { value: 'rank', label: MAJOR_TEXT.sortRank },
]

/**
 * Every school offering the major, free to anyone (docs/major-schools.md):
 * each with its newest school-level line in the student's province and
 * track, that line's year and source, and a link to the school. Paged by
 * the server; the URL keeps track, order and page. Without a province the
 * schools come without lines, and the section offers the picker.
 */
export function MajorSchools({ majorId, search }: { majorId: number; search: MajorDetailSearch }) {
  const snap = useSnapshot(user)
  const navigate = useNavigate()
  const province = snap.province
  const own: Track | undefined =
    snap.session === 'user' && snap.xk && (snap.gkms === '3+3' || snap.gkms === '3+1+2')
      ? trackOf(snap.gkms as ExamMode, snap.xk)
      : undefined
  const page = search.page ?? 1
  const schools = useMajorSchools({
    majorId,
    province,
    track: search.track,
    preferTrack: own,
    sort: search.sort,
    page,
  })
  // From the URL as it is now, not this render's `search` (docs/web-routing.md).
  const update = (patch: Partial<MajorDetailSearch>) =>
    navigate({
      from: '/major/$id',
      to: '/major/$id',
      params: { id: majorId },
      search: (current) => ({ ...current, page: undefined, ...patch }),
      resetScroll: false,
    })

  return (
    <section className={styles.section} aria-labelledby="major-schools">
      <h2 id="major-schools" className={styles.sectionTitle}>
        {province ? MAJOR_TEXT.schoolsIn(province) : MAJOR_TEXT.schools}
      </h2>
      {province === '' ? (
        <p className={schoolStyles.prompt}>
          {MAJOR_TEXT.chooseProvince}
          <Button className={styles.button} onClick={openProvincePicker}>
            {SHELL_TEXT.chooseProvince}
          </Button>
        </p>
      ) : (
        <p className={styles.hint}>{MAJOR_TEXT.majorLinesHint}</p>
      )}
      <QueryState query={schools}>
        {(d) => (
          <>
            <div className={schoolStyles.filters}>
              {d.tracks.length > 1 && (
                <Segmented
                  legend={MAJOR_TEXT.track}
                  options={d.tracks.map((t) => ({ value: t, label: t }))}
                  value={d.track}
                  onChange={(track) => update({ track: track as Track })}
                />
              )}
              {province !== '' && (
                <Segmented
                  legend={MAJOR_TEXT.sortBy}
                  options={SORTS}
                  value={search.sort ?? 'score'}
                  onChange={(sort) => update({ sort: sort === 'score' ? undefined : 'rank' })}
                />
              )}
            </div>
            {d.list.length === 0 ? (
              <p className={styles.text}>{MAJOR_TEXT.noSchools}</p>
            ) : (
              <ul className={schoolStyles.schoolList} aria-busy={schools.isPlaceholderData}>
                {d.list.map((s) => (
                  <SchoolRow key={s.schoolId} school={s} year={d.year} track={d.track} province={province} />
                ))}
              </ul>
            )}
            {d.total > MAJOR_SCHOOLS_PAGE_SIZE && (
              <Pager
                total={d.total}
                pageSize={MAJOR_SCHOOLS_PAGE_SIZE}
                page={page}
                onPage={(p) => update({ page: p > 1 ? p : undefined })}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  )
}

function SchoolRow({
  school,
  year,
  track,
  province,
}: {
  school: Item
  year: number | null
  track: string
  province: string
}) {
  const line = school.admission
  return (
    <li className={schoolStyles.schoolItem}>
      <div>
        <Link to="/college/$id" params={{ id: school.schoolId }} className={schoolStyles.schoolLink}>
          {school.schoolName}
        </Link>
        <span className={schoolStyles.schoolTags}>
          {[`${school.province} · ${school.city}`, ...school.tags].join(' · ')}
        </span>
      </div>
      {line ? (
        <div className={schoolStyles.schoolLine}>
          <span>{MAJOR_TEXT.schoolLine(line.year, line.track)}</span>
          <strong>
            {line.minRank === null
              ? FIGURE_SOURCE_TEXT.minScoreNoRank(line.minScore)
              : COLLEGE_TEXT.minScoreRank(line.minScore, line.minRank)}
          </strong>
          <NotedSourceNotice source={line.source} />
          {line.rankSource.kind === 'derived' && line.minRank !== null && (
            <FigureSourceNotice source={line.rankSource} />
          )}
        </div>
      ) : (
        year !== null &&
        track !== '' && <span className={schoolStyles.schoolLine}>{MAJOR_TEXT.noSchoolLine(year, province)}</span>
      )}
    </li>
  )
}
