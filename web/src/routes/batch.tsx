import { createFileRoute } from '@tanstack/react-router'
import { BatchPage } from '../features/batch/components/BatchPage'
import { validateBatchSearch } from '../features/batch/lib/batch-search'

export const Route = createFileRoute('/batch')({
  validateSearch: validateBatchSearch,
  component: function BatchRoute() {
    return <BatchPage search={Route.useSearch()} />
  },
})
