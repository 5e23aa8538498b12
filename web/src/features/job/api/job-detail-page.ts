import { type JobDetailPage, jobDetailPage } from '@gaokao/contracts'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { datasetInfoQueryOptions } from '../../../api/reference/dataset-info'
import { request } from '../../../lib/api-client'
import { primeQuery } from '../../../lib/payload-part'
import { jobDetailQueryOptions } from './job-detail'

/** The bff's 职业详情 payload: the job and the dataset info in one round trip. */
export const jobDetailPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['job', 'detail-page', id],
    queryFn: ({ signal }) =>
      request<JobDetailPage>(jobDetailPage.path, { method: 'GET', body: { id }, signal, silent: true }),
    staleTime: 10 * 60_000,
  })

/**
 * The page's first paint: fetches the payload and hands its parts to the
 * queries the page reads. A job that does not exist rejects with the
 * upstream's refusal, for the route to show its 404 page.
 */
export async function loadJobDetail(queryClient: QueryClient, id: number): Promise<void> {
  const page = await queryClient.ensureQueryData(jobDetailPageQueryOptions(id))
  primeQuery(queryClient, jobDetailQueryOptions(id).queryKey, page.job)
  primeQuery(queryClient, datasetInfoQueryOptions().queryKey, page.datasetInfo)
}
