import { querySchoolDetails } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** A college's facts (querySchoolDetails). */
export const schoolDetailsQueryOptions = (schoolId: number) => collegeQuery(querySchoolDetails, { schoolId })

export const useSchoolDetails = (schoolId: number) => useQuery(schoolDetailsQueryOptions(schoolId))
