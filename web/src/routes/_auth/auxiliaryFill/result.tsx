import { createFileRoute, redirect } from '@tanstack/react-router'
import { AiResultPage } from '../../../features/planning/components/AiResultPage'
import { positiveInt, validatedOnly } from '../../../lib/search-params'

/** A generated plan; without its id the user's plans are listed instead. */
export const Route = createFileRoute('/_auth/auxiliaryFill/result')({
  validateSearch: validatedOnly((search: Record<string, unknown>): { wishId?: number } => {
    const wishId = positiveInt(search.wishId, 0)
    return wishId > 0 ? { wishId } : {}
  }),
  beforeLoad: ({ search }) => {
    if (search.wishId === undefined) throw redirect({ to: '/auxiliaryFill/list' })
  },
  component: function AiResultRoute() {
    const { wishId } = Route.useSearch()
    return <AiResultPage wishId={wishId ?? 0} />
  },
})
