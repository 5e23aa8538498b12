import { QueryClient } from '@tanstack/react-query'

/**
 * The API client already retries GET once and toasts failures; Query must not
 * retry on top of it. Reference data changes rarely, so it stays fresh a while.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
