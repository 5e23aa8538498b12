import { createFileRoute } from '@tanstack/react-router'
import { schoolRankQueryOptions } from '../features/college/api/school-rank'
import { SchoolRankPage } from '../features/college/components/SchoolRankPage'
import { rankBody, validateSchoolRankSearch } from '../features/college/lib/rank-search'
import { validatedOnly } from '../lib/search-params'

export const Route = createFileRoute('/schoolRank')({
  validateSearch: validatedOnly(validateSchoolRankSearch),
  loaderDeps: ({ search }) => search,
  // First paint with data; a failure is the page's own error state, not the error page.
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(schoolRankQueryOptions(rankBody(deps))),
  component: function SchoolRankRoute() {
    return <SchoolRankPage search={Route.useSearch()} />
  },
})
