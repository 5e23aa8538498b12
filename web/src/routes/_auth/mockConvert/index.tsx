import { createFileRoute } from '@tanstack/react-router'
import { MockConvertPage } from '../../../features/conversion/components/MockConvertPage'
import { validateConvertSearch } from '../../../features/conversion/lib/convert-search'
import { validatedOnly } from '../../../lib/search-params'

/** 模考换算: the form (its URL may carry a previous conversion's inputs to start from). */
export const Route = createFileRoute('/_auth/mockConvert/')({
  validateSearch: validatedOnly(validateConvertSearch),
  component: function MockConvertRoute() {
    return <MockConvertPage search={Route.useSearch()} />
  },
})
