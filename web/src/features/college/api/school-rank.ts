import { type BodyOf, querySchoolRank } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

export type SchoolRankBody = BodyOf<typeof querySchoolRank>

/** One page of the ranking by admission selectivity, unranked colleges after (school/querySchoolRank). */
export const schoolRankQueryOptions = (body: SchoolRankBody) =>
  collegeQuery(querySchoolRank, body, { keepPrevious: true })

export const useSchoolRank = (body: SchoolRankBody) => useQuery(schoolRankQueryOptions(body))
