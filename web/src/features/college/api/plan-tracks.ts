import { type BodyOf, querySchoolPlanKl } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省招生计划的科类 (querySchoolPlanKl). */
export const planTracksQueryOptions = (body: BodyOf<typeof querySchoolPlanKl>) => collegeQuery(querySchoolPlanKl, body)

export const usePlanTracks = (body: BodyOf<typeof querySchoolPlanKl>, enabled = true) =>
  useQuery({ ...planTracksQueryOptions(body), enabled })
