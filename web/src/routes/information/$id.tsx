import { createFileRoute } from '@tanstack/react-router'
import { articleQueryOptions } from '../../features/information/api/articles'
import { ArticlePage } from '../../features/information/components/ArticlePage'
import { idParams } from '../../lib/route-params'
import { oneOf, validatedOnly } from '../../lib/search-params'

export const Route = createFileRoute('/information/$id')({
  params: idParams,
  validateSearch: validatedOnly((search: Record<string, unknown>): { kind?: 'notice' } =>
    oneOf(search.kind, ['notice'] as const) ? { kind: 'notice' } : {},
  ),
  loaderDeps: ({ search }) => ({ kind: search.kind }),
  loader: ({ context: { queryClient }, params, deps }) =>
    queryClient.prefetchQuery(articleQueryOptions(params.id, deps.kind)),
  component: function ArticleRoute() {
    const { id } = Route.useParams()
    const { kind } = Route.useSearch()
    return <ArticlePage id={id} kind={kind} />
  },
})
