import { createFileRoute } from '@tanstack/react-router'
import { AiEntryPage } from '../../../features/planning/components/AiEntryPage'

/** AI填报 (a member feature: issue 8 adds the membership gate to these routes). */
export const Route = createFileRoute('/_auth/auxiliaryFill/')({
  component: AiEntryPage,
})
