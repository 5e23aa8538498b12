import { createFileRoute } from '@tanstack/react-router'
import { jobSearchQueryOptions } from '../../features/job/api/job-search'
import { JobSearchPage } from '../../features/job/components/JobSearchPage'
import { validateJobSearch } from '../../features/job/lib/job-search-params'
import { validatedOnly } from '../../lib/search-params'

export const Route = createFileRoute('/jobLibrary/search')({
  validateSearch: validatedOnly(validateJobSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    deps.keyword ? queryClient.prefetchQuery(jobSearchQueryOptions(deps.keyword, deps.page ?? 1)) : undefined,
  component: function JobSearchRoute() {
    return <JobSearchPage search={Route.useSearch()} />
  },
})
