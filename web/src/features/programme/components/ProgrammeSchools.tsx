import {
  type ExamMode,
  offeredTrack,
  PROGRAMME_PAGE_TEXT,
  type SchoolProgramme,
  type Track,
  trackOf,
} from '@gaokao/contracts'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import { latestYearOf } from '../../../components/data/latest-year'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { Segmented } from '../../../components/form/Segmented'
import { user } from '../../../stores/user'
import { PROGRAMME_PAGE_SIZE, useProgrammeSchools, useTracks } from '../api/programme'
import styles from './Programme.module.css'
import { ProgrammeTable } from './ProgrammeTable'

const T = PROGRAMME_PAGE_TEXT

/** The track a profile's subjects put the student in, when the profile is of this province. */
export function profileTrack(
  snap: { province: string; gkms: string; xk: string },
  province: string,
  tracks: readonly Track[],
): Track | undefined {
  if (snap.xk === '' || snap.province !== province || (snap.gkms !== '3+3' && snap.gkms !== '3+1+2')) return tracks[0]
  // A province whose newest year predates its new exam (新疆 2026) offers 理科/文科: the counterpart is shown.
  return offeredTrack(tracks, trackOf(snap.gkms as ExamMode, snap.xk))
}

/** The schools of a programme, with their easiest unit in the student's province and track. */
export function ProgrammeSchools({ programme }: { programme: SchoolProgramme }) {
  const snap = useSnapshot(user)
  const province = snap.province
  const info = useDatasetInfo()
  // The student's own province's newest year (江苏 ends at 2025), not the newest of any province.
  const latest = latestYearOf(info.data, province)
  const tracks = useTracks(province, latest)
  const [chosen, setChosen] = useState<Track>()
  const [page, setPage] = useState(1)
  const available = tracks.data ?? []
  const track = chosen && available.includes(chosen) ? chosen : profileTrack(snap, province, available)
  const ready = province === '' || tracks.isSuccess
  const schools = useProgrammeSchools(programme, province, ready ? track : undefined, page)
  const titleId = `${programme}-schools`

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {T.schoolsTitle[programme]}
      </h3>
      {province !== '' && available.length > 1 && (
        <Segmented
          legend={T.trackInput}
          options={available.map((t) => ({ value: t, label: t }))}
          value={track}
          onChange={(t) => {
            setChosen(t)
            setPage(1)
          }}
        />
      )}
      {province === '' && <p className={styles.note}>{T.needProvince}</p>}
      <QueryState query={schools} isEmpty={(d) => d.list.length === 0} emptyText={T.noSchools}>
        {(data) => (
          <>
            <p className={styles.note}>{data.rule}</p>
            <ProgrammeTable
              columns={[
                T.schoolColumns.name,
                T.schoolColumns.location,
                T.schoolColumns.tags,
                T.schoolColumns.admission,
              ]}
            >
              {data.list.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.name}</th>
                  <td>
                    {s.province} · {s.city}
                  </td>
                  <td>{[s.level, s.nature, ...s.tags].join(' · ')}</td>
                  <td>
                    {s.admission ? (
                      <>
                        {T.admission(s.admission.year, s.admission.minScore, s.admission.minRank)}{' '}
                        <FigureSourceNotice source={s.admission.source} />
                      </>
                    ) : (
                      T.notRecruiting
                    )}
                  </td>
                </tr>
              ))}
            </ProgrammeTable>
            <Pager page={page} total={data.total} pageSize={PROGRAMME_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}
