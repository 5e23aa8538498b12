import { EVALUATION_REFUSAL_CODE, EvaluationId } from '@gaokao/contracts'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { questionsQueryOptions } from '../../features/evaluation/api/questions'
import { EvaluationPage } from '../../features/evaluation/components/EvaluationPage'
import { validateEvaluateSearch } from '../../features/evaluation/lib/evaluate-search'
import { ApiError } from '../../lib/api-client'
import { idParamsWithin } from '../../lib/route-params'
import { validatedOnly } from '../../lib/search-params'

export const Route = createFileRoute('/evaluate/$id')({
  params: idParamsWithin(EvaluationId),
  validateSearch: validatedOnly(validateEvaluateSearch),
  // An assessment that does not exist is the 404 page; any other failure is the page's own error state.
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(questionsQueryOptions(params.id))
    } catch (error) {
      if (error instanceof ApiError && error.code === EVALUATION_REFUSAL_CODE.evaluationNotFound) throw notFound()
    }
  },
  component: function EvaluationRoute() {
    return <EvaluationPage id={Route.useParams().id} search={Route.useSearch()} />
  },
})
