import { createFileRoute } from '@tanstack/react-router'
import { MyWishesPage } from '../../../features/planning/components/MyWishesPage'

export const Route = createFileRoute('/_auth/choice/buildWish')({
  component: MyWishesPage,
})
