import { createFileRoute } from '@tanstack/react-router'
import { ExpertPage } from '../../features/expert/components/ExpertPage'
import { validateExpertSearch } from '../../features/expert/lib/expert-search'
import { validatedOnly } from '../../lib/search-params'

/** 专家一对一: the experts and the consultation form, my consultations, and the expert-assisted plans. */
export const Route = createFileRoute('/_auth/expertOneToOne')({
  validateSearch: validatedOnly(validateExpertSearch),
  component: function ExpertRoute() {
    return <ExpertPage search={Route.useSearch()} />
  },
})
