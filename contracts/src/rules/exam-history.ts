import type { Track } from './subjects.js'

/**
 * The year each province first sat its new-style gaokao (3+3 or 3+1+2).
 * Before it, candidates sat the traditional exam in two tracks, 理科 and 文科,
 * and every published table and line of those years is 理科/文科; the site's
 * history keeps each year's real tracks (docs/exam-modes.md gives the
 * sources and why 新疆 and 西藏 are 2027).
 */
export const FIRST_NEW_EXAM_YEAR: Readonly<Record<string, number>> = {
  上海: 2017,
  浙江: 2017,
  北京: 2020,
  天津: 2020,
  山东: 2020,
  海南: 2020,
  河北: 2021,
  辽宁: 2021,
  江苏: 2021,
  福建: 2021,
  湖北: 2021,
  湖南: 2021,
  广东: 2021,
  重庆: 2021,
  黑龙江: 2024,
  吉林: 2024,
  安徽: 2024,
  江西: 2024,
  广西: 2024,
  贵州: 2024,
  甘肃: 2024,
  山西: 2025,
  内蒙古: 2025,
  河南: 2025,
  四川: 2025,
  云南: 2025,
  陕西: 2025,
  青海: 2025,
  宁夏: 2025,
  新疆: 2027,
  西藏: 2027,
}

/** The traditional exam's tracks, 理科 first as 物理类 comes first. */
export const FORMER_TRACKS: readonly Track[] = ['理科', '文科']

/** True when the province's candidates of that year sat the new-style exam. */
export function satNewExam(province: string, year: number): boolean {
  return year >= (FIRST_NEW_EXAM_YEAR[province] ?? 0)
}

/**
 * The traditional track a new-style track is read against where no table of
 * its own exists yet: 物理类 and 理科 draw on the same candidates (physics),
 * 历史类 and 文科 likewise (history). 综合 has none: the 3+3 provinces have
 * new-style tables for every year the site holds.
 */
export function formerTrackOf(track: Track): Track | undefined {
  if (track === '物理类') return '理科'
  if (track === '历史类') return '文科'
  return undefined
}

/** The tracks a province's candidates sat in a year, in the order they are shown. */
export function tracksIn(province: string, year: number, newTracks: readonly Track[]): readonly Track[] {
  return satNewExam(province, year) ? newTracks : FORMER_TRACKS
}

/**
 * The track to show of those on offer: the first wanted one that is offered,
 * or failing that its traditional counterpart (a 历史类 student is shown 文科
 * in a year before the province's new exam), else the first offered.
 */
export function offeredTrack<T extends string>(
  available: readonly T[],
  ...wanted: (string | undefined)[]
): T | undefined {
  for (const track of wanted) {
    if (track === undefined) continue
    const former = formerTrackOf(track as Track)
    const found = available.find((t) => t === track) ?? available.find((t) => t === former)
    if (found !== undefined) return found
  }
  return available[0]
}
