import { createFileRoute } from '@tanstack/react-router'
import { programmeDetailQueryOptions } from '../../features/programme/api/programme'
import { ProgrammePage } from '../../features/programme/components/ProgrammePage'

export const Route = createFileRoute('/_auth/postgraduatePlan')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(programmeDetailQueryOptions('postgraduatePlan')),
  component: () => <ProgrammePage programme="postgraduatePlan" />,
})
