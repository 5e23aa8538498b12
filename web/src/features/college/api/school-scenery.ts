import { querySchoolScenery } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** Campus photos with captions (querySchoolScenery); the reference dataset has none. */
export const schoolSceneryQueryOptions = (schoolId: number) => collegeQuery(querySchoolScenery, { schoolId })

export const useSchoolScenery = (schoolId: number) => useQuery(schoolSceneryQueryOptions(schoolId))
