import { Button } from '@douyinfe/semi-ui'
import { fullMarkOf, groupDigits, PROGRAMME_PAGE_TEXT, type Track, VALIDATION_TEXT } from '@gaokao/contracts'
import { type FormEvent, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { latestYearOf } from '../../../components/data/latest-year'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import formStyles from '../../../components/form/form.module.css'
import { Segmented } from '../../../components/form/Segmented'
import { user } from '../../../stores/user'
import { type GainInput, useScoreGain, useTracks } from '../api/programme'
import styles from './Programme.module.css'
import { profileTrack } from './ProgrammeSchools'
import { ProgrammeTable } from './ProgrammeTable'

const T = PROGRAMME_PAGE_TEXT
const n = (value: number) => groupDigits(value)

/** 提分规划: how many candidates a few more points overtake, and how far the next batch line is. */
export function ScoreGain() {
  const snap = useSnapshot(user)
  const province = snap.province
  const info = useDatasetInfo()
  const latest = latestYearOf(info.data, province)
  const tracks = useTracks(province, latest)
  const available = tracks.data ?? []
  const [chosen, setChosen] = useState<Track>()
  const track = chosen && available.includes(chosen) ? chosen : profileTrack(snap, province, available)
  // The profile's score until the student types (the profile may arrive after the first paint).
  const [typed, setScore] = useState<string>()
  const score = typed ?? (snap.score ? String(snap.score) : '')
  const [error, setError] = useState<string>()
  const [input, setInput] = useState<GainInput>()
  const gain = useScoreGain(input)
  const scoreId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    let problem: string | undefined
    if (province === '' || !track) problem = T.needProvince
    else if (score === '') problem = VALIDATION_TEXT.scoreRequired
    else if (Number(score) > fullMarkOf(province)) problem = VALIDATION_TEXT.scoreRange
    setError(problem)
    if (problem || !track) return
    setInput({ province, track, score: Number(score) })
  }

  return (
    <section className={styles.section} aria-labelledby="score-gain-title">
      <h3 id="score-gain-title" className={styles.sectionTitle}>
        {T.gainTitle}
      </h3>
      <form className={styles.gainForm} onSubmit={submit} noValidate>
        {available.length > 1 && (
          <Segmented
            legend={T.trackInput}
            options={available.map((t) => ({ value: t, label: t }))}
            value={track}
            onChange={setChosen}
          />
        )}
        <div className={formStyles.field}>
          <label htmlFor={scoreId} className={formStyles.label}>
            {T.scoreInput}
          </label>
          <input
            id={scoreId}
            className={formStyles.input}
            inputMode="numeric"
            value={score}
            onChange={(e) => setScore(e.target.value.replace(/[^\d]/g, '').slice(0, 3))}
          />
        </div>
        <Button htmlType="submit" theme="solid" className={styles.submit}>
          {T.gainQuery}
        </Button>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {input && (
        <QueryState query={gain}>
          {(data) => (
            <div className={styles.gain}>
              <p className={styles.note}>
                {T.gainIntro(data.year, input.province, input.track, data.score, data.rank)}{' '}
                <SampleDataNotice year={data.year} demo={data.demo} />
              </p>
              <ProgrammeTable
                columns={[T.gainColumns.points, T.gainColumns.score, T.gainColumns.rank, T.gainColumns.passed]}
              >
                {data.steps.map((s) => (
                  <tr key={s.points}>
                    <th scope="row">{T.gainPoints(s.points)}</th>
                    <td>{s.score}</td>
                    <td>{n(s.rank)}</td>
                    <td>{T.gainPassed(s.passed)}</td>
                  </tr>
                ))}
              </ProgrammeTable>
              {data.lines.length > 0 && (
                <>
                  <h4 className={styles.subTitle}>{T.linesTitle(input.province, input.track)}</h4>
                  <ul className={styles.list}>
                    {data.lines.map((l) => (
                      <li key={l.batch}>{T.lineGap(l.batch, l.score, l.gap)}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </QueryState>
      )}
    </section>
  )
}
