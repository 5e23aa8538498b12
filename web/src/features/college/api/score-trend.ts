import { type BodyOf, queryDataLineChart } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省某科类的历年最低分与最低位次 (queryDataLineChart). */
export const scoreTrendQueryOptions = (body: BodyOf<typeof queryDataLineChart>) =>
  collegeQuery(queryDataLineChart, body)

export const useScoreTrend = (body: BodyOf<typeof queryDataLineChart>, enabled = true) =>
  useQuery({ ...scoreTrendQueryOptions(body), enabled })
