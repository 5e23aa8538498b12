import { createFileRoute } from '@tanstack/react-router'
import { ChoicePage } from '../../../features/planning/components/ChoicePage'
import { validateChoiceSearch } from '../../../features/planning/lib/choice-search'

/** 自主填报 (a member feature: issue 8 adds the membership gate to this route). */
export const Route = createFileRoute('/_auth/choice/')({
  validateSearch: validateChoiceSearch,
  component: function ChoiceRoute() {
    return <ChoicePage search={Route.useSearch()} />
  },
})
