import { MAJOR_REFUSAL_CODE } from '@gaokao/contracts'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadMajorDetail } from '../../features/major/api/major-detail-page'
import { MajorDetailPage } from '../../features/major/components/MajorDetailPage'
import { validateMajorDetailSearch } from '../../features/major/lib/major-search'
import { ApiError } from '../../lib/api-client'
import { idParams } from '../../lib/route-params'
import { validatedOnly } from '../../lib/search-params'

export const Route = createFileRoute('/major/$id')({
  params: idParams,
  validateSearch: validatedOnly(validateMajorDetailSearch),
  /**
   * First paint from the bff's 专业详情 payload. A major that does not exist
   * is the 404 page; any other failure is left to the page's own error state.
   */
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await loadMajorDetail(queryClient, params.id)
    } catch (error) {
      if (error instanceof ApiError && error.code === MAJOR_REFUSAL_CODE.majorNotFound) throw notFound()
    }
  },
  component: function MajorDetailRoute() {
    return <MajorDetailPage id={Route.useParams().id} search={Route.useSearch()} />
  },
})
