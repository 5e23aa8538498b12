import { createFileRoute } from '@tanstack/react-router'
import { homePageQueryOptions } from '../features/home/api/home-page'
import { HomePage } from '../features/home/components/HomePage'
import { waitAtMost } from '../lib/wait-at-most'
import { user } from '../stores/user'

const HOME_PAYLOAD_WAIT_MS = 1000

export const Route = createFileRoute('/')({
  // Starts the home payload while the page's code loads and waits for it a moment, so that the
  // page arrives whole, in one render; past that it shows at once, each section with its own
  // loading state, as it does when the payload fails.
  loader: ({ context: { queryClient } }) =>
    waitAtMost(queryClient.prefetchQuery(homePageQueryOptions(user.province)), HOME_PAYLOAD_WAIT_MS),
  component: HomePage,
})
