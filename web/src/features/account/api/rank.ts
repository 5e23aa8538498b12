import { queryWc } from '@gaokao/contracts'
import { call } from '../../../lib/api-client'

/** Score to rank (位次) in the latest 一分一段表 of the province and the track the subjects imply. */
export function lookUpRank(score: number, province: string, xk: string, signal?: AbortSignal): Promise<number> {
  return call(queryWc, { score, province, xk }, { silent: true, signal })
}
