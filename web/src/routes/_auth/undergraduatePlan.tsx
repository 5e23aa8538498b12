import { createFileRoute } from '@tanstack/react-router'
import { programmeDetailQueryOptions } from '../../features/programme/api/programme'
import { ProgrammePage } from '../../features/programme/components/ProgrammePage'

export const Route = createFileRoute('/_auth/undergraduatePlan')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(programmeDetailQueryOptions('undergraduatePlan')),
  component: () => <ProgrammePage programme="undergraduatePlan" />,
})
