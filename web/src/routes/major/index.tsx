import { createFileRoute } from '@tanstack/react-router'
import { RoutePage } from '../../components/page/RoutePage'

export const Route = createFileRoute('/major/')({
  component: () => <RoutePage path="/major" />,
})
