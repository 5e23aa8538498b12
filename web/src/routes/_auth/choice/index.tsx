import { createFileRoute } from '@tanstack/react-router'
import { ChoicePage } from '../../../features/planning/components/ChoicePage'
import { validateChoiceSearch } from '../../../features/planning/lib/choice-search'
import { validatedOnly } from '../../../lib/search-params'

/** 自主填报: open to browse; adding to a table is a member feature (the page's add action and the upstream gate it). */
export const Route = createFileRoute('/_auth/choice/')({
  validateSearch: validatedOnly(validateChoiceSearch),
  component: function ChoiceRoute() {
    return <ChoicePage search={Route.useSearch()} />
  },
})
