import { createFileRoute } from '@tanstack/react-router'
import { RoutePage } from '../../components/page/RoutePage'
import { idParams } from '../../lib/route-params'

export const Route = createFileRoute('/jobLibrary/$id')({
  params: idParams,
  component: () => <RoutePage path="/jobLibrary/$id" />,
})
