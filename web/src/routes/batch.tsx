import { createFileRoute } from '@tanstack/react-router'
import { BatchPage } from '../features/batch/components/BatchPage'
import { validateBatchSearch } from '../features/batch/lib/batch-search'
import { validatedOnly } from '../lib/search-params'

export const Route = createFileRoute('/batch')({
  validateSearch: validatedOnly(validateBatchSearch),
  component: function BatchRoute() {
    return <BatchPage search={Route.useSearch()} />
  },
})
