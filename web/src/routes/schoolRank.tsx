import { createFileRoute } from '@tanstack/react-router'
import { RoutePage } from '../components/page/RoutePage'

export const Route = createFileRoute('/schoolRank')({
  component: () => <RoutePage path="/schoolRank" />,
})
