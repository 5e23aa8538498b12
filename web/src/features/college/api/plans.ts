import { type BodyOf, queryPlan } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省的招生计划，分页 (queryPlan). */
export const plansQueryOptions = (body: BodyOf<typeof queryPlan>) =>
  collegeQuery(queryPlan, body, { keepPrevious: true })

export const usePlans = (body: BodyOf<typeof queryPlan>, enabled = true) =>
  useQuery({ ...plansQueryOptions(body), enabled })
