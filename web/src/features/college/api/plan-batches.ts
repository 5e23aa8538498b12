import { type BodyOf, querySchoolPlanPc } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省招生计划的批次 (querySchoolPlanPc). */
export const planBatchesQueryOptions = (body: BodyOf<typeof querySchoolPlanPc>) => collegeQuery(querySchoolPlanPc, body)

export const usePlanBatches = (body: BodyOf<typeof querySchoolPlanPc>, enabled = true) =>
  useQuery({ ...planBatchesQueryOptions(body), enabled })
