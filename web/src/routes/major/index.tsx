import { createFileRoute } from '@tanstack/react-router'
import { categoriesQueryOptions } from '../../features/major/api/catalogue'
import { majorListQueryOptions } from '../../features/major/api/major-list'
import { MajorListPage } from '../../features/major/components/MajorListPage'
import { DEFAULT_LEVEL, validateMajorListSearch } from '../../features/major/lib/major-search'
import { validatedOnly } from '../../lib/search-params'

export const Route = createFileRoute('/major/')({
  validateSearch: validatedOnly(validateMajorListSearch),
  loaderDeps: ({ search }) => search,
  // First paint with data; a failure is the page's own error state, not the error page.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(
        majorListQueryOptions({
          cc: deps.cc ?? DEFAULT_LEVEL,
          xkml: deps.xkml,
          zyl: deps.zyl,
          keyword: deps.keyword,
          page: deps.page ?? 1,
        }),
      ),
      queryClient.prefetchQuery(categoriesQueryOptions(deps.cc ?? DEFAULT_LEVEL)),
    ]),
  component: function MajorListRoute() {
    return <MajorListPage search={Route.useSearch()} />
  },
})
