import { createFileRoute } from '@tanstack/react-router'
import { RoutePage } from '../../components/page/RoutePage'

export const Route = createFileRoute('/college/')({
  component: () => <RoutePage path="/college" />,
})
