import { type BodyOf, getDataNfBySf } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省有录取数据的年份，新的在前 (getDataNfBySf). */
export const scoreYearsQueryOptions = (body: BodyOf<typeof getDataNfBySf>) => collegeQuery(getDataNfBySf, body)

export const useScoreYears = (body: BodyOf<typeof getDataNfBySf>, enabled = true) =>
  useQuery({ ...scoreYearsQueryOptions(body), enabled })
