import { createFileRoute } from '@tanstack/react-router'
import { sessionReady } from '../features/account/api/session'
import { prefetchCompare } from '../features/compare/api/prefetch-compare'
import { ComparePage } from '../features/compare/components/ComparePage'
import { validateCompareSearch } from '../features/compare/lib/compare-ids'
import { validatedOnly } from '../lib/search-params'

export const Route = createFileRoute('/compare')({
  validateSearch: validatedOnly(validateCompareSearch),
  loaderDeps: ({ search }) => search,
  // First paint with data; a failure is the page's own error state, not the error page.
  loader: ({ context: { queryClient }, deps }) => prefetchCompare(queryClient, deps.ids, sessionReady),
  component: function CompareRoute() {
    return <ComparePage search={Route.useSearch()} />
  },
})
