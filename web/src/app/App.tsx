import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from './router'

/**
 * No Semi LocaleProvider: Semi's components fall back to its zh_CN texts
 * without one, and the provider put that locale (with date-fns's) into the
 * first load of every page, which mostly shows no Semi component that has text.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
