import { createFileRoute } from '@tanstack/react-router'
import { programmeDetailQueryOptions } from '../features/programme/api/programme'
import { ProgrammePage } from '../features/programme/components/ProgrammePage'

export const Route = createFileRoute('/plan')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(programmeDetailQueryOptions('plan')),
  component: () => <ProgrammePage programme="plan" />,
})
