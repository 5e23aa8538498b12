import { type ExamMode, offeredTrack, TRACK_ORDER, type Track, trackOf } from '@gaokao/contracts'

/** 物理类, 历史类 and 综合, by their place in the one track list. */
const [PHYSICS, HISTORY, COMBINED] = TRACK_ORDER

/**
 * The track whose figures a page shows first in a province: the student's
 * own when the province is theirs and their subjects are known, else the
 * province's usual one (综合 in 3+3 provinces, 物理类 in 3+1+2).
 */
export function preferredTrack(
  province: string,
  mode: ExamMode | undefined,
  own: { province: string; xk: string },
): Track {
  if (mode === undefined) return PHYSICS
  if (own.province === province && own.xk !== '') return trackOf(mode, own.xk)
  return mode === '3+3' ? COMBINED : PHYSICS
}

/** The wanted value when it is on offer, else the first offered (undefined while nothing is). */
export function pickAvailable<T>(wanted: T | undefined, available: readonly T[] | undefined): T | undefined {
  if (!available || available.length === 0) return undefined
  return wanted !== undefined && available.includes(wanted) ? wanted : available[0]
}

/**
 * The track to show of those a year offers: the wanted one, else its
 * traditional counterpart (理科 for 物理类: the year predates the province's
 * new-style exam), else the first offered.
 */
export function pickTrack(wanted: string | undefined, available: readonly string[] | undefined): string | undefined {
  return available === undefined ? undefined : offeredTrack(available, wanted)
}

/** The tracks of a province's figures: 综合 in 3+3 provinces, 物理类 and 历史类 in 3+1+2 ones. */
export function tracksOfMode(mode: ExamMode | undefined): Track[] {
  return mode === '3+3' ? [COMBINED] : [PHYSICS, HISTORY]
}

/** The track of the list's figures: the URL's when the province has it, else the student's or the province's usual one. */
export function listTrack(
  wanted: string | undefined,
  province: string,
  mode: ExamMode | undefined,
  xk: string,
): { track: Track | undefined; tracks: Track[] } {
  if (!province) return { track: undefined, tracks: [] }
  const tracks = tracksOfMode(mode)
  const own = preferredTrack(province, mode, { province, xk })
  return { track: pickAvailable((wanted as Track | undefined) ?? own, tracks), tracks }
}
