import { createFileRoute } from '@tanstack/react-router'
import { prefetchChoice } from '../../../features/planning/api/choice-page'
import { ChoicePage } from '../../../features/planning/components/ChoicePage'
import { validateChoiceSearch } from '../../../features/planning/lib/choice-search'
import { validatedOnly } from '../../../lib/search-params'

/** 自主填报: open to browse; adding to a table is a member feature (the page's add action and the upstream gate it). */
export const Route = createFileRoute('/_auth/choice/')({
  validateSearch: validatedOnly(validateChoiceSearch),
  loaderDeps: ({ search }) => search,
  // Waits for the summary (the first screen on a phone) and starts the list, which shows its own loading state.
  loader: async ({ context: { queryClient }, deps, preload }) => {
    if (!preload) await prefetchChoice(queryClient, deps)
  },
  component: function ChoiceRoute() {
    return <ChoicePage search={Route.useSearch()} />
  },
})
