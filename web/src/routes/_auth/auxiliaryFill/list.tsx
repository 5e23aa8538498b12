import { createFileRoute } from '@tanstack/react-router'
import { AiListPage } from '../../../features/planning/components/AiListPage'

export const Route = createFileRoute('/_auth/auxiliaryFill/list')({
  component: AiListPage,
})
