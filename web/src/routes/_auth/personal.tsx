import { createFileRoute } from '@tanstack/react-router'
import { PersonalPage } from '../../features/account/components/PersonalPage'

export const Route = createFileRoute('/_auth/personal')({
  component: PersonalPage,
})
