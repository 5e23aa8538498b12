import { createFileRoute } from '@tanstack/react-router'
import { RankPage } from '../features/rank/components/RankPage'
import { validateRankSearch } from '../features/rank/lib/rank-search'
import { validatedOnly } from '../lib/search-params'

export const Route = createFileRoute('/rank')({
  validateSearch: validatedOnly(validateRankSearch),
  component: function RankRoute() {
    return <RankPage search={Route.useSearch()} />
  },
})
