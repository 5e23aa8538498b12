import { COLLEGE_REFUSAL_CODE, SchoolId } from '@gaokao/contracts'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { gaokaoProvincesQueryOptions } from '../../api/reference/gaokao-provinces'
import { loadCollegeBasics, loadCollegeDetail } from '../../features/college/api/college-detail-page'
import { CollegeDetailPage } from '../../features/college/components/CollegeDetailPage'
import { validateCollegeDetailSearch } from '../../features/college/lib/detail-search'
import { preferredTrack } from '../../features/college/lib/track'
import { ApiError } from '../../lib/api-client'
import { idParamsWithin } from '../../lib/route-params'
import { validatedOnly } from '../../lib/search-params'
import { user } from '../../stores/user'

export const Route = createFileRoute('/college/$id')({
  params: idParamsWithin(SchoolId),
  validateSearch: validatedOnly(validateCollegeDetailSearch),
  loaderDeps: ({ search }) => ({ track: search.track }),
  /**
   * First paint from the bff's 院校详情 payload (the college plus its figures
   * in the user's province and track); without a province, the college
   * alone. An id that is no college is the 404 page; any other failure is
   * left to the page's own error states.
   */
  loader: async ({ context: { queryClient }, params, deps }) => {
    const province = user.province
    try {
      if (!province) {
        await loadCollegeBasics(queryClient, params.id)
        return
      }
      const provinces = await queryClient.ensureQueryData(gaokaoProvincesQueryOptions()).catch(() => [])
      const mode = provinces.find((p) => p.value === province)?.gkms
      const track = deps.track ?? preferredTrack(province, mode, { province, xk: user.xk })
      await loadCollegeDetail(queryClient, { id: params.id, province, track })
    } catch (error) {
      if (error instanceof ApiError && error.code === COLLEGE_REFUSAL_CODE.schoolNotFound) throw notFound()
    }
  },
  component: function CollegeDetailRoute() {
    return <CollegeDetailPage id={Route.useParams().id} search={Route.useSearch()} />
  },
})
