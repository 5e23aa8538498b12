import { Button } from '@douyinfe/semi-ui'
import { type ExamMode, groupDigits, MAJOR_TEXT, SHELL_TEXT, type Track, trackOf } from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { noMajorLinesText } from '../../../components/data/group-lines-only'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { Segmented } from '../../../components/form/Segmented'
import { openProvincePicker, user } from '../../../stores/user'
import { MemberLock } from '../../membership/components/MemberLock'
import { isMember } from '../../membership/lib/gate'
import { useDatasetInfo } from '../../site/api/dataset-info'
import { MAJOR_SCHOOLS_PAGE_SIZE, useMajorSchools } from '../api/major-schools'
import type { MajorDetailSearch } from '../lib/major-search'
import styles from './Major.module.css'

/**
 * The schools admitting to the major in the user's province: year and track
 * (the student's own by default), by minimum rank, paged by the server; the
 * URL keeps year, track and page.
 */
export function MajorSchools({ majorId, search }: { majorId: number; search: MajorDetailSearch }) {
  const snap = useSnapshot(user)
  const navigate = useNavigate()
  const info = useDatasetInfo().data
  const province = snap.province
  const own: Track | undefined =
    snap.session === 'user' && snap.xk && (snap.gkms === '3+3' || snap.gkms === '3+1+2') && snap.province === province
      ? trackOf(snap.gkms as ExamMode, snap.xk)
      : undefined
  const page = search.page ?? 1
  const schools = useMajorSchools(
    { majorId, province, year: search.year, track: search.track, preferTrack: own, page },
    // The schools' major score lines are a member feature (历年专业分数线, issue 8).
    province !== '' && isMember(snap),
  )
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
        {/* No label over an empty list: there is no figure to say anything of. */}
        {schools.data && schools.data.list.length > 0 && (
          <SampleDataNotice year={schools.data.year} demo={info?.demo ?? schools.data.demo} note={info?.note} />
        )}
      </h2>
      {province === '' ? (
        <p className={styles.prompt}>
          {MAJOR_TEXT.chooseProvince}
          <Button className={styles.button} onClick={openProvincePicker}>
            {SHELL_TEXT.chooseProvince}
          </Button>
        </p>
      ) : (
        <MemberLock feature="majorScores">
          <QueryState query={schools}>
            {(d) => (
              <>
                <div className={styles.filters}>
                  {d.years.length > 0 && (
                    <Segmented
                      legend={MAJOR_TEXT.year}
                      options={d.years.map((y) => ({ value: y, label: `${y}年` }))}
                      value={d.year}
                      onChange={(year) => update({ year })}
                    />
                  )}
                  {d.tracks.length > 0 && (
                    <Segmented
                      legend={MAJOR_TEXT.track}
                      options={[...new Set([...d.tracks, d.track].filter(Boolean))].map((t) => ({
                        value: t,
                        label: t,
                      }))}
                      value={d.track}
                      onChange={(track) => update({ track: track as Track })}
                    />
                  )}
                </div>
                {d.list.length === 0 ? (
                  <p className={styles.text}>
                    {noMajorLinesText(info?.coverage, province) ?? MAJOR_TEXT.noSchools(province, d.year, d.track)}
                  </p>
                ) : (
                  <SchoolTable rows={d.list} busy={schools.isPlaceholderData} />
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
        </MemberLock>
      )}
    </section>
  )
}

type Row = NonNullable<ReturnType<typeof useMajorSchools>['data']>['list'][number]

function SchoolTable({ rows, busy }: { rows: readonly Row[]; busy: boolean }) {
  const groups = rows.some((r) => r.groupCode !== '')
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{MAJOR_TEXT.school}</th>
            <th scope="col">{MAJOR_TEXT.location}</th>
            {groups && <th scope="col">{MAJOR_TEXT.group}</th>}
            <th scope="col" className={styles.number}>
              {MAJOR_TEXT.minScore}
            </th>
            <th scope="col" className={styles.number}>
              {MAJOR_TEXT.minRank}
            </th>
            <th scope="col" className={styles.number}>
              {MAJOR_TEXT.avgScore}
            </th>
            <th scope="col" className={styles.number}>
              {MAJOR_TEXT.places}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.schoolId}-${r.groupCode}`}>
              <td>
                <Link to="/college/$id" params={{ id: r.schoolId }} className={styles.schoolLink}>
                  {r.schoolName}
                </Link>
                {r.tags.length > 0 && <span className={styles.schoolTags}>{r.tags.join(' · ')}</span>}
              </td>
              <td>
                {r.province} · {r.city}
              </td>
              {groups && <td>{r.groupCode}</td>}
              <td className={styles.number}>{r.minScore}</td>
              <td className={styles.number}>{groupDigits(r.minRank)}</td>
              <td className={styles.number}>{r.avgScore}</td>
              <td className={styles.number}>{r.places}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
