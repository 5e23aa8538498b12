import { type BodyOf, getPlanNfBySf } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省有招生计划的年份 (getPlanNfBySf). */
export const planYearsQueryOptions = (body: BodyOf<typeof getPlanNfBySf>) => collegeQuery(getPlanNfBySf, body)

export const usePlanYears = (body: BodyOf<typeof getPlanNfBySf>, enabled = true) =>
  useQuery({ ...planYearsQueryOptions(body), enabled })
