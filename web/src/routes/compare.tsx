import { createFileRoute } from '@tanstack/react-router'
import { gaokaoProvincesQueryOptions } from '../api/reference/gaokao-provinces'
import { schoolCompareQueryOptions } from '../features/compare/api/school-compare'
import { ComparePage } from '../features/compare/components/ComparePage'
import { compareBody } from '../features/compare/lib/compare-body'
import { parseCompareIds, validateCompareSearch } from '../features/compare/lib/compare-ids'
import { validatedOnly } from '../lib/search-params'
import { user } from '../stores/user'

export const Route = createFileRoute('/compare')({
  validateSearch: validatedOnly(validateCompareSearch),
  loaderDeps: ({ search }) => search,
  // First paint with data; a failure is the page's own error state, not the error page.
  loader: async ({ context: { queryClient }, deps }) => {
    const { ids } = parseCompareIds(deps.ids)
    if (ids.length === 0) return
    const provinces = await queryClient.ensureQueryData(gaokaoProvincesQueryOptions()).catch(() => [])
    const mode = provinces.find((p) => p.value === user.province)?.gkms
    await queryClient.prefetchQuery(schoolCompareQueryOptions(compareBody(ids, user.province, mode, user.xk)))
  },
  component: function CompareRoute() {
    return <ComparePage search={Route.useSearch()} />
  },
})
