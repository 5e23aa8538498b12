import { createFileRoute } from '@tanstack/react-router'
import { SubjectPage } from '../../features/subject/components/SubjectPage'
import { validateSubjectSearch } from '../../features/subject/lib/subject-search'
import { validatedOnly } from '../../lib/search-params'

export const Route = createFileRoute('/_auth/subject')({
  validateSearch: validatedOnly(validateSubjectSearch),
  component: function SubjectRoute() {
    return <SubjectPage search={Route.useSearch()} />
  },
})
