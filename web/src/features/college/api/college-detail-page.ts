import {
  type CollegeBasicsPage,
  type CollegeDetailPage,
  type CollegeDetailQuery,
  collegeBasicsPage,
  collegeDetailPage,
} from '@gaokao/contracts'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { primeQuery } from '../../../lib/payload-part'
import { admissionTypesQueryOptions } from './admission-types'
import { schoolDetailsQueryOptions } from './school-details'
import { schoolSceneryQueryOptions } from './school-scenery'
import { schoolScoresQueryOptions } from './school-scores'
import { scoreBatchesQueryOptions } from './score-batches'
import { scoreTracksQueryOptions } from './score-tracks'
import { scoreTrendQueryOptions } from './score-trend'
import { scoreYearsQueryOptions } from './score-years'
import { similarSchoolsQueryOptions } from './similar-schools'

/** The bff's 院校详情 payload: the calls of the page's first paint in one round trip. */
export const collegeDetailPageQueryOptions = (query: CollegeDetailQuery) =>
  queryOptions({
    queryKey: ['college', 'detail-page', query],
    queryFn: ({ signal }) =>
      request<CollegeDetailPage>(collegeDetailPage.path, { method: 'GET', body: query, signal, silent: true }),
    staleTime: 10 * 60_000,
  })

/** The same for a visitor without a province: the college alone, named in index.html by the bff. */
export const collegeBasicsPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['college', 'basics-page', id],
    queryFn: ({ signal }) =>
      request<CollegeBasicsPage>(collegeBasicsPage.path, { method: 'GET', body: { id }, signal, silent: true }),
    staleTime: 10 * 60_000,
  })

/**
 * Fetches the payload and hands each part that succeeded to the query the
 * page's panels read, so they paint without asking again; a failed part
 * leaves its panel to ask (and show its own error) by itself.
 */
export async function loadCollegeDetail(queryClient: QueryClient, query: CollegeDetailQuery): Promise<void> {
  const page = await queryClient.ensureQueryData(collegeDetailPageQueryOptions(query))
  const { id: schoolId, province, track } = query
  primeCollege(queryClient, schoolId, page)
  primeQuery(queryClient, scoreYearsQueryOptions({ schoolId, province }).queryKey, page.scoreYears)
  primeQuery(queryClient, scoreTracksQueryOptions({ schoolId, province }).queryKey, page.scoreTracks)
  primeQuery(queryClient, admissionTypesQueryOptions({ schoolId, province, track }).queryKey, page.admissionTypes)
  primeQuery(queryClient, scoreBatchesQueryOptions({ schoolId, province, track }).queryKey, page.batches)
  primeQuery(queryClient, schoolScoresQueryOptions({ schoolId, province, track }).queryKey, page.scores)
  primeQuery(queryClient, scoreTrendQueryOptions({ schoolId, province, track }).queryKey, page.trend)
}

/** The first paint without a province: the college, its scenery and similar colleges. */
export async function loadCollegeBasics(queryClient: QueryClient, schoolId: number): Promise<void> {
  primeCollege(queryClient, schoolId, await queryClient.ensureQueryData(collegeBasicsPageQueryOptions(schoolId)))
}

function primeCollege(queryClient: QueryClient, schoolId: number, page: CollegeBasicsPage): void {
  primeQuery(queryClient, schoolDetailsQueryOptions(schoolId).queryKey, page.school)
  primeQuery(queryClient, schoolSceneryQueryOptions(schoolId).queryKey, page.scenery)
  primeQuery(queryClient, similarSchoolsQueryOptions(schoolId).queryKey, page.similar)
}
