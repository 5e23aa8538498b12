import { createFileRoute } from '@tanstack/react-router'
import { RoutePage } from '../components/page/RoutePage'

export const Route = createFileRoute('/batch')({
  component: () => <RoutePage path="/batch" />,
})
