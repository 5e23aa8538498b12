import { COMMON_TEXT, RANK_PAGE_TEXT, type Track } from '@gaokao/contracts'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import tableFilters from '../../../components/data/table-filters.module.css'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'

interface Props {
  province: string
  years: readonly number[]
  year: number | undefined
  tracks: readonly Track[]
  track: Track | undefined
  onProvince: (province: string) => void
  onYear: (year: number) => void
  onTrack: (track: Track) => void
}

/** Which table: province (the user's by default), year and track. */
export function RankFilters({ province, years, year, tracks, track, onProvince, onYear, onTrack }: Props) {
  const provinces = useGaokaoProvinces().data ?? [{ value: province, label: province }]
  return (
    <div className={tableFilters.filters}>
      <NativeSelect
        label={RANK_PAGE_TEXT.province}
        value={province}
        options={provinces.map((p) => ({ value: p.value, label: p.label }))}
        onChange={onProvince}
      />
      {years.length > 0 && (
        <Segmented
          legend={RANK_PAGE_TEXT.year}
          options={years.map((y) => ({ value: y, label: COMMON_TEXT.yearLabel(y) }))}
          value={year}
          onChange={onYear}
        />
      )}
      {tracks.length > 0 && (
        <Segmented
          legend={RANK_PAGE_TEXT.track}
          options={tracks.map((t) => ({ value: t, label: t }))}
          value={track}
          onChange={onTrack}
        />
      )}
    </div>
  )
}
