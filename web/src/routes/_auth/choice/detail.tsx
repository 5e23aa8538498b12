import { createFileRoute, redirect } from '@tanstack/react-router'
import { WishDetailPage } from '../../../features/planning/components/WishDetailPage'
import { positiveInt, validatedOnly } from '../../../lib/search-params'

/** One volunteer table; without a table id the user's tables are listed instead. */
export const Route = createFileRoute('/_auth/choice/detail')({
  validateSearch: validatedOnly((search: Record<string, unknown>): { wishId?: number } => {
    const wishId = positiveInt(search.wishId, 0)
    return wishId > 0 ? { wishId } : {}
  }),
  beforeLoad: ({ search }) => {
    if (search.wishId === undefined) throw redirect({ to: '/choice/buildWish' })
  },
  component: function WishDetailRoute() {
    const { wishId } = Route.useSearch()
    return <WishDetailPage wishId={wishId ?? 0} />
  },
})
