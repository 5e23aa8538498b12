import { type BodyOf, querySchoolList } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

export type SchoolListBody = BodyOf<typeof querySchoolList>

/** One page of colleges (school/querySchoolList): the filters, sort and page of the URL. */
export const schoolListQueryOptions = (body: SchoolListBody) =>
  collegeQuery(querySchoolList, body, { keepPrevious: true })

export const useSchoolList = (body: SchoolListBody) => useQuery(schoolListQueryOptions(body))
