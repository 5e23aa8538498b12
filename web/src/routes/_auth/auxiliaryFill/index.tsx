import { createFileRoute } from '@tanstack/react-router'
import { AiEntryPage } from '../../../features/planning/components/AiEntryPage'

/** AI填报: open to read and set up; generating is a member feature (the form's submit and the upstream gate it). */
export const Route = createFileRoute('/_auth/auxiliaryFill/')({
  component: AiEntryPage,
})
