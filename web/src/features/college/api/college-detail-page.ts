import {
  type CollegeDetailPage,
  type CollegeDetailQuery,
  collegeDetailPage,
  type DataOf,
  type Endpoint,
} from '@gaokao/contracts'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
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

type Part<E extends Endpoint> = { ok: true; data: DataOf<E> } | { ok: false; code: number; msg: string }

/**
 * Fetches the payload and hands each part that succeeded to the query the
 * page's panels read, so they paint without asking again; a failed part
 * leaves its panel to ask (and show its own error) by itself.
 */
export async function loadCollegeDetail(queryClient: QueryClient, query: CollegeDetailQuery): Promise<void> {
  const page = await queryClient.ensureQueryData(collegeDetailPageQueryOptions(query))
  const { id: schoolId, province, track } = query
  const prime = <E extends Endpoint>(key: readonly unknown[], part: Part<E>) => {
    if (part.ok && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, part.data)
  }
  prime(schoolDetailsQueryOptions(schoolId).queryKey, page.school)
  prime(schoolSceneryQueryOptions(schoolId).queryKey, page.scenery)
  prime(similarSchoolsQueryOptions(schoolId).queryKey, page.similar)
  prime(scoreYearsQueryOptions({ schoolId, province }).queryKey, page.scoreYears)
  prime(scoreTracksQueryOptions({ schoolId, province }).queryKey, page.scoreTracks)
  prime(admissionTypesQueryOptions({ schoolId, province, track }).queryKey, page.admissionTypes)
  prime(scoreBatchesQueryOptions({ schoolId, province, track }).queryKey, page.batches)
  prime(schoolScoresQueryOptions({ schoolId, province, track }).queryKey, page.scores)
  prime(scoreTrendQueryOptions({ schoolId, province, track }).queryKey, page.trend)
}
