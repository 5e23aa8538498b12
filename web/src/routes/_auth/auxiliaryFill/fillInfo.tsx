import { createFileRoute } from '@tanstack/react-router'
import { AiFillPage } from '../../../features/planning/components/AiFillPage'
import { type FilterSearch, validateFilterSearch } from '../../../features/planning/lib/choice-search'
import { positiveInt, validatedOnly } from '../../../lib/search-params'

export const Route = createFileRoute('/_auth/auxiliaryFill/fillInfo')({
  validateSearch: validatedOnly((search: Record<string, unknown>): FilterSearch & { wishId?: number } => {
    const wishId = positiveInt(search.wishId, 0)
    return { ...validateFilterSearch(search), ...(wishId > 0 ? { wishId } : {}) }
  }),
  component: function FillInfoRoute() {
    const { wishId, ...initial } = Route.useSearch()
    return <AiFillPage initial={initial} wishId={wishId} />
  },
})
