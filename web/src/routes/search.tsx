import { SYNTHESIS_PER_KIND } from '@gaokao/contracts'
import { createFileRoute } from '@tanstack/react-router'
import { synthesisQueryOptions } from '../features/search/api/synthesis'
import { SearchPage } from '../features/search/components/SearchPage'
import { validateSiteSearch } from '../features/search/lib/search-params'
import { validatedOnly } from '../lib/search-params'

export const Route = createFileRoute('/search')({
  validateSearch: validatedOnly(validateSiteSearch),
  loaderDeps: ({ search }) => ({ q: search.q }),
  // The tabs' counts for first paint; a failure is the page's own error state, not the error page.
  loader: ({ context: { queryClient }, deps }) =>
    deps.q ? queryClient.prefetchQuery(synthesisQueryOptions(deps.q, SYNTHESIS_PER_KIND)) : undefined,
  component: function SearchRoute() {
    return <SearchPage search={Route.useSearch()} />
  },
})
