import { createFileRoute } from '@tanstack/react-router'
import { RoutePage } from '../../components/page/RoutePage'

export const Route = createFileRoute('/_auth/subject')({
  component: () => <RoutePage path="/subject" />,
})
