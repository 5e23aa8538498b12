import { createFileRoute } from '@tanstack/react-router'
import { gaokaoProvincesQueryOptions } from '../../api/reference/gaokao-provinces'
import { schoolListQueryOptions } from '../../features/college/api/school-list'
import { CollegeListPage } from '../../features/college/components/CollegeListPage'
import { listBody, validateCollegeListSearch } from '../../features/college/lib/list-search'
import { listTrack } from '../../features/college/lib/track'
import { validatedOnly } from '../../lib/search-params'
import { user } from '../../stores/user'

export const Route = createFileRoute('/college/')({
  validateSearch: validatedOnly(validateCollegeListSearch),
  loaderDeps: ({ search }) => search,
  // First paint with data, in the user's province; a failure is the page's own error state, not the error page.
  loader: async ({ context: { queryClient }, deps }) => {
    const provinces = await queryClient.ensureQueryData(gaokaoProvincesQueryOptions()).catch(() => [])
    const mode = provinces.find((p) => p.value === user.province)?.gkms
    const { track } = listTrack(deps.track, user.province, mode, user.xk)
    await queryClient.prefetchQuery(schoolListQueryOptions(listBody(deps, user.province, track)))
  },
  component: function CollegeListRoute() {
    return <CollegeListPage search={Route.useSearch()} />
  },
})
