import { apiPath, type DataOf, datasetInfo } from '@gaokao/contracts'
import { inject } from 'vitest'

export type DatasetInfoValue = DataOf<typeof datasetInfo>

/**
 * The years of the stack's dataset as its upstream states them. Tests read
 * a province's newest year or the plan year from here instead of writing it:
 * the dataset's years move (each province ends at its latest published
 * table, docs/exam-modes.md) and a pinned year tests the old dataset.
 */
export async function datasetYears(): Promise<DatasetInfoValue> {
  const res = await fetch(`${inject('upstreamUrl')}${apiPath(datasetInfo)}`)
  const envelope = (await res.json()) as { code: number; msg: string; data: DatasetInfoValue }
  if (envelope.code !== 0) throw new Error(`datasetInfo: ${envelope.msg}`)
  return envelope.data
}

/** A province's newest year with a 一分一段表 (the year queryWc ranks in and /rank opens on). */
export async function latestYearOf(province: string): Promise<number> {
  const latest = (await datasetYears()).latestYears.find((l) => l.province === province)
  if (latest === undefined) throw new Error(`datasetInfo lists no latest year for ${province}`)
  return latest.year
}

/** The year of the enrolment plans. */
export async function planYear(): Promise<number> {
  return (await datasetYears()).planYear
}

/** The newest year any table covers: the latest admission round, whose graduates' salaries the samples give. */
export async function newestYear(): Promise<number> {
  return Math.max(...(await datasetYears()).years)
}
