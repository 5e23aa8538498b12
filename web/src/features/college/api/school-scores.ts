import { type BodyOf, querySchoolScore } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省的历年录取分数（分专业组的省份按专业组） (querySchoolScore). */
export const schoolScoresQueryOptions = (body: BodyOf<typeof querySchoolScore>) =>
  collegeQuery(querySchoolScore, body, { keepPrevious: true })

export const useSchoolScores = (body: BodyOf<typeof querySchoolScore>, enabled = true) =>
  useQuery({ ...schoolScoresQueryOptions(body), enabled })
