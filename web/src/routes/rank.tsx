import { createFileRoute } from '@tanstack/react-router'
import { RankPage } from '../features/rank/components/RankPage'
import { validateRankSearch } from '../features/rank/lib/rank-search'

export const Route = createFileRoute('/rank')({
  validateSearch: validateRankSearch,
  component: function RankRoute() {
    return <RankPage search={Route.useSearch()} />
  },
})
