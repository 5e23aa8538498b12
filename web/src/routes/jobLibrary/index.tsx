import { createFileRoute } from '@tanstack/react-router'
import { jobFiltersQueryOptions } from '../../features/job/api/filters'
import { jobListQueryOptions } from '../../features/job/api/job-list'
import { JobLibraryPage } from '../../features/job/components/JobLibraryPage'
import { validateJobLibrarySearch } from '../../features/job/lib/job-search-params'
import { validatedOnly } from '../../lib/search-params'

export const Route = createFileRoute('/jobLibrary/')({
  validateSearch: validatedOnly(validateJobLibrarySearch),
  loaderDeps: ({ search }) => search,
  // First paint with data; a failure is the page's own error state, not the error page.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(jobFiltersQueryOptions()),
      queryClient.prefetchQuery(
        jobListQueryOptions({ industry: deps.industry, salary: deps.salary, page: deps.page ?? 1 }),
      ),
    ]),
  component: function JobLibraryRoute() {
    return <JobLibraryPage search={Route.useSearch()} />
  },
})
