import { createFileRoute } from '@tanstack/react-router'
import { MockResultPage } from '../../features/conversion/components/MockResultPage'
import { validateConvertSearch } from '../../features/conversion/lib/convert-search'
import { validatedOnly } from '../../lib/search-params'

/** 模考换算结果 (public): every input is in the URL, so a result can be shared and reopened. */
export const Route = createFileRoute('/mockConvert/result')({
  validateSearch: validatedOnly(validateConvertSearch),
  component: function MockResultRoute() {
    return <MockResultPage search={Route.useSearch()} />
  },
})
