import { createFileRoute } from '@tanstack/react-router'
import { homePageQueryOptions } from '../features/home/api/home-page'
import { HomePage } from '../features/home/components/HomePage'
import { user } from '../stores/user'

export const Route = createFileRoute('/')({
  // Starts the home payload while the page's code loads; the page does not wait for it (each section has its own state).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(homePageQueryOptions(user.province))
  },
  component: HomePage,
})
