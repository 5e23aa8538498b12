import { createFileRoute } from '@tanstack/react-router'
import { articleListQueryOptions } from '../../features/information/api/articles'
import { InformationPage, type InformationSearch } from '../../features/information/components/InformationPage'
import { oneOf, positiveInt, validatedOnly } from '../../lib/search-params'

export const Route = createFileRoute('/information/')({
  validateSearch: validatedOnly((search: Record<string, unknown>): InformationSearch => {
    const tab = oneOf(search.tab, ['news', 'notice'] as const)
    const page = positiveInt(search.page, 1, 10_000)
    return { ...(tab === 'notice' ? { tab } : {}), ...(page > 1 ? { page } : {}) }
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'news', page: search.page ?? 1 }),
  // First paint with data; a failure is the page's own error state, not the error page.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(articleListQueryOptions(deps.tab, deps.page)),
  component: function InformationRoute() {
    return <InformationPage search={Route.useSearch()} />
  },
})
