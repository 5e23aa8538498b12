import { createFileRoute } from '@tanstack/react-router'
import { programmeDetailQueryOptions } from '../../features/programme/api/programme'
import { ProgrammePage } from '../../features/programme/components/ProgrammePage'

export const Route = createFileRoute('/_auth/stateEnterprisePlan')({
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchQuery(programmeDetailQueryOptions('stateEnterprisePlan')),
  component: () => <ProgrammePage programme="stateEnterprisePlan" />,
})
