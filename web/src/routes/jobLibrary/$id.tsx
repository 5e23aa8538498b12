import { MAJOR_REFUSAL_CODE } from '@gaokao/contracts'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadJobDetail } from '../../features/job/api/job-detail-page'
import { JobDetailPage } from '../../features/job/components/JobDetailPage'
import { ApiError } from '../../lib/api-client'
import { idParams } from '../../lib/route-params'

export const Route = createFileRoute('/jobLibrary/$id')({
  params: idParams,
  /**
   * First paint from the bff's 职业详情 payload. A job that does not exist is
   * the 404 page; any other failure is left to the page's own error state.
   */
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await loadJobDetail(queryClient, params.id)
    } catch (error) {
      if (error instanceof ApiError && error.code === MAJOR_REFUSAL_CODE.jobNotFound) throw notFound()
    }
  },
  component: function JobDetailRoute() {
    return <JobDetailPage id={Route.useParams().id} />
  },
})
