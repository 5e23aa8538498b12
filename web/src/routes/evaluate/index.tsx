import { createFileRoute } from '@tanstack/react-router'
import { evaluationListQueryOptions } from '../../features/evaluation/api/evaluation-list'
import { EvaluationListPage } from '../../features/evaluation/components/EvaluationListPage'

export const Route = createFileRoute('/evaluate/')({
  // First paint with data; a failure is the page's own error state.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(evaluationListQueryOptions()),
  component: EvaluationListPage,
})
