import { createFileRoute } from '@tanstack/react-router'
import { SubjectPage } from '../../features/subject/components/SubjectPage'
import { validateSubjectSearch } from '../../features/subject/lib/subject-search'

export const Route = createFileRoute('/_auth/subject')({
  validateSearch: validateSubjectSearch,
  component: function SubjectRoute() {
    return <SubjectPage search={Route.useSearch()} />
  },
})
