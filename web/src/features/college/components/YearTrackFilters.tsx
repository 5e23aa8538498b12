import { COLLEGE_TEXT, COMMON_TEXT } from '@gaokao/contracts'
import type { ReactNode } from 'react'
import { Segmented } from '../../../components/form/Segmented'
import styles from './College.module.css'

interface Props {
  years: readonly number[]
  year: number | undefined
  onYear: (year: number) => void
  /** The tracks of the chosen year; no row while they load or when there are none. */
  tracks: readonly string[] | undefined
  track: string | undefined
  onTrack: (track: string) => void
  /** Further filters of the panel, after year and track. */
  children?: ReactNode
}

/** The year and track rows over a college's yearly tables (专业分数, 招生计划). */
export function YearTrackFilters({ years, year, onYear, tracks, track, onTrack, children }: Props) {
  return (
    <div className={styles.filterRow}>
      <Segmented
        legend={COLLEGE_TEXT.year}
        options={years.map((y) => ({ value: y, label: COMMON_TEXT.yearLabel(y) }))}
        value={year}
        onChange={onYear}
      />
      {tracks && tracks.length > 0 && (
        <Segmented
          legend={COLLEGE_TEXT.track}
          options={tracks.map((t) => ({ value: t, label: t }))}
          value={track}
          onChange={onTrack}
        />
      )}
      {children}
    </div>
  )
}
