import { type MajorDetailPage, majorDetailPage } from '@gaokao/contracts'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { datasetInfoQueryOptions } from '../../../api/reference/dataset-info'
import { request } from '../../../lib/api-client'
import { primeQuery } from '../../../lib/payload-part'
import { majorDetailQueryOptions } from './major-detail'

/** The bff's 专业详情 payload: the major and the dataset info in one round trip. */
export const majorDetailPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['major', 'detail-page', id],
    queryFn: ({ signal }) =>
      request<MajorDetailPage>(majorDetailPage.path, { method: 'GET', body: { id }, signal, silent: true }),
    staleTime: 10 * 60_000,
  })

/**
 * The page's first paint: fetches the payload and hands its parts to the
 * queries the page reads. A major that does not exist rejects with the
 * upstream's refusal, for the route to show its 404 page.
 */
export async function loadMajorDetail(queryClient: QueryClient, id: number): Promise<void> {
  const page = await queryClient.ensureQueryData(majorDetailPageQueryOptions(id))
  primeQuery(queryClient, majorDetailQueryOptions(id).queryKey, page.major)
  primeQuery(queryClient, datasetInfoQueryOptions().queryKey, page.datasetInfo)
}
