import { createFileRoute } from '@tanstack/react-router'
import { RoutePage } from '../../components/page/RoutePage'

export const Route = createFileRoute('/jobLibrary/search')({
  component: () => <RoutePage path="/jobLibrary/search" />,
})
