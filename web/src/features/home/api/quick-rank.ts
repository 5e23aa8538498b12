import { queryWc } from '@gaokao/contracts'
import { call } from '../../../lib/api-client'

/** Score to rank in the latest 一分一段表 of the province and the track the subjects imply (upstream queryWc). */
export function lookUpRank(score: number, province: string, xk: string): Promise<number> {
  return call(queryWc, { score, province, xk }, { silent: true })
}
