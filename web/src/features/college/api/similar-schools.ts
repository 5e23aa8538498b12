import { querySchoolRecommendations } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** Colleges like this one (querySchoolRecommendations). */
export const similarSchoolsQueryOptions = (schoolId: number) => collegeQuery(querySchoolRecommendations, { schoolId })

export const useSimilarSchools = (schoolId: number) => useQuery(similarSchoolsQueryOptions(schoolId))
