import { Button } from '@douyinfe/semi-ui'
import {
  CONVERSION_PAGE_TEXT,
  CONVERSION_TEXT,
  type ExamMode,
  MESSAGE_TEXT,
  MOCK_SCOPE,
  MOCK_SCOPES,
  type MockScope,
  offeredTrack,
  siteRoute,
  type Track,
  trackOf,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { QueryState } from '../../../components/data/QueryState'
import formStyles from '../../../components/form/form.module.css'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { Page } from '../../../components/page/Page'
import { user } from '../../../stores/user'
import { estimateQueryOptions, mockSizeQueryOptions, useConversionPlaces } from '../api/conversion'
import { type ConvertSearch, conversionBody, inputSearch, shanghaiToday } from '../lib/convert-search'
import styles from './Conversion.module.css'

const T = CONVERSION_PAGE_TEXT

type Places = NonNullable<ReturnType<typeof useConversionPlaces>['data']>

/**
 * /mockConvert: the mock's place, date, track, scope and score, and what
 * the student knows of the mock (its size, their rank, its 本科 line). The
 * inputs are checked by the upstream (conversionVerify) before the result
 * page opens with them in its URL.
 */
export function MockConvertPage({ search }: { search: ConvertSearch }) {
  const places = useConversionPlaces()
  return (
    <Page title={siteRoute('/mockConvert').title}>
      <p className={styles.intro}>{T.intro}</p>
      <QueryState query={places} isEmpty={(d) => d.length === 0}>
        {(data) => <MockForm places={data} search={search} />}
      </QueryState>
    </Page>
  )
}

function ownTrack(snap: { province: string; gkms: string; xk: string }, province: string): Track | undefined {
  if (snap.xk === '' || snap.province !== province || (snap.gkms !== '3+3' && snap.gkms !== '3+1+2')) return undefined
  return trackOf(snap.gkms as ExamMode, snap.xk)
}

const digits = (value: string) => value.replace(/[^\d]/g, '')
const toNumber = (value: string) => (value === '' ? undefined : Number(value))

function MockForm({ places, search }: { places: Places; search: ConvertSearch }) {
  const snap = useSnapshot(user)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const initialProvince =
    [search.province, snap.province].find((p) => p && places.some((x) => x.province === p)) ?? places[0]?.province ?? ''
  const [province, setProvince] = useState(initialProvince)
  const place = places.find((p) => p.province === province)
  const [city, setCity] = useState(search.province === initialProvince ? (search.city ?? '') : '')
  const [date, setDate] = useState(search.date ?? shanghaiToday())
  const [track, setTrack] = useState<Track | undefined>(
    // 新疆's newest table is 理科/文科: a 历史类 student starts on 文科.
    offeredTrack(place?.tracks ?? [], search.track, ownTrack(snap, initialProvince)),
  )
  const [scope, setScope] = useState<MockScope>(search.scope ?? MOCK_SCOPE.city)
  const [score, setScore] = useState(search.score === undefined ? '' : String(search.score))
  const [candidates, setCandidates] = useState(search.candidates === undefined ? '' : String(search.candidates))
  const [rank, setRank] = useState(search.rank === undefined ? '' : String(search.rank))
  const [line, setLine] = useState(search.line === undefined ? '' : String(search.line))
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const validTrack = track && place?.tracks.includes(track) ? track : place?.tracks[0]
  const size = useQuery(mockSizeQueryOptions(province, validTrack))

  const chooseProvince = (next: string) => {
    setProvince(next)
    setCity('')
    const nextPlace = places.find((p) => p.province === next)
    setTrack(offeredTrack(nextPlace?.tracks ?? [], ownTrack(snap, next)))
  }

  const check = (): string | undefined => {
    if (!place) return VALIDATION_TEXT.provinceRequired
    if (city === '') return CONVERSION_TEXT.cityRequired
    if (date === '') return CONVERSION_TEXT.dateRequired
    if (date > shanghaiToday()) return CONVERSION_TEXT.dateFuture
    if (score === '') return VALIDATION_TEXT.scoreRequired
    if (Number(score) > place.fullMark) return CONVERSION_TEXT.scoreAboveFullMark(place.fullMark)
    if (rank !== '' && candidates === '') return CONVERSION_TEXT.rankNeedsCandidates
    if (rank !== '' && Number(rank) > Number(candidates)) return CONVERSION_TEXT.rankAboveCandidates
    return undefined
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = check()
    setError(problem)
    if (problem) return
    const body = conversionBody({
      province,
      city,
      date,
      track: validTrack,
      scope,
      score: Number(score),
      candidates: toNumber(candidates),
      rank: toNumber(rank),
      line: toNumber(line),
    })
    if (!body) return
    setBusy(true)
    try {
      // The upstream checks what the form cannot (the date's age, a size below 10 ...) before the result opens.
      await queryClient.fetchQuery(estimateQueryOptions(body))
      await navigate({ to: '/mockConvert/result', search: inputSearch(body) })
    } catch (e) {
      setError(e instanceof Error ? e.message : MESSAGE_TEXT.requestError)
    } finally {
      setBusy(false)
    }
  }

  const estimate = size.data && scope !== MOCK_SCOPE.school ? size.data : undefined
  const suggested = estimate && (scope === MOCK_SCOPE.province ? estimate.provinceCandidates : estimate.cityAverage)

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="mock-form-title">
      <h2 id="mock-form-title" className={styles.formTitle}>
        {T.formTitle}
      </h2>
      <div className={styles.grid}>
        <NativeSelect
          label={T.province}
          value={province}
          options={places.map((p) => ({ value: p.province, label: p.province }))}
          onChange={chooseProvince}
        />
        <NativeSelect
          label={T.city}
          value={city}
          placeholder={CONVERSION_TEXT.cityRequired}
          options={(place?.cities ?? []).map((c) => ({ value: c.name, label: c.name }))}
          onChange={setCity}
        />
        <TextField label={T.date} type="date" value={date} max={shanghaiToday()} onChange={setDate} />
      </div>
      {place && (
        <Segmented
          legend={T.track}
          options={place.tracks.map((t) => ({ value: t, label: t }))}
          value={validTrack}
          onChange={setTrack}
        />
      )}
      <Segmented
        legend={T.scope}
        options={MOCK_SCOPES.map((s) => ({ value: s, label: s }))}
        value={scope}
        onChange={setScope}
      />
      <div className={styles.grid}>
        <TextField
          label={T.score}
          value={score}
          inputMode="numeric"
          hint={place ? T.fullMark(place.fullMark) : undefined}
          onChange={(v) => setScore(digits(v).slice(0, 3))}
        />
        <TextField
          label={T.candidates}
          value={candidates}
          inputMode="numeric"
          hint={T.candidatesHint}
          onChange={(v) => setCandidates(digits(v).slice(0, 7))}
        />
        <TextField
          label={T.rank}
          value={rank}
          inputMode="numeric"
          hint={T.rankHint}
          onChange={(v) => setRank(digits(v).slice(0, 7))}
        />
        <TextField
          label={T.line}
          value={line}
          inputMode="numeric"
          hint={T.lineHint}
          onChange={(v) => setLine(digits(v).slice(0, 3))}
        />
      </div>
      {size.data && (
        <p className={styles.reference}>
          <span>
            {T.referenceNumbers(
              size.data.year,
              province,
              validTrack ?? '',
              size.data.provinceCandidates,
              size.data.cityCount,
            )}
          </span>
          {suggested !== undefined && (
            <button type="button" className={styles.linkButton} onClick={() => setCandidates(String(suggested))}>
              {scope === MOCK_SCOPE.province
                ? T.estimateFromProvince(size.data.provinceCandidates)
                : T.estimateFromCity(size.data.cityAverage)}
            </button>
          )}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button htmlType="submit" theme="solid" className={styles.submit} loading={busy}>
          {T.submit}
        </Button>
      </div>
    </form>
  )
}

function TextField({
  label,
  value,
  onChange,
  hint,
  type = 'text',
  inputMode,
  max,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string | undefined
  type?: 'text' | 'date'
  inputMode?: 'numeric'
  max?: string
}) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        id={id}
        className={formStyles.input}
        type={type}
        value={value}
        max={max}
        inputMode={inputMode}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
