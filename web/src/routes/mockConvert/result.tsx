import { createFileRoute } from '@tanstack/react-router'
import { RoutePage } from '../../components/page/RoutePage'

export const Route = createFileRoute('/mockConvert/result')({
  component: () => <RoutePage path="/mockConvert/result" />,
})
