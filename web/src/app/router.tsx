import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setCurrentPage } from '../lib/route-history'
import { routeTree } from '../routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query decides what is fresh; the router must not cache loader results on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
  router.subscribe('onResolved', ({ toLocation }) => {
    setCurrentPage({
      pathname: toLocation.pathname,
      search: toLocation.search as Record<string, unknown>,
      href: toLocation.href,
      requiresAuth: router.state.matches.some((m) => m.staticData?.requiresAuth === true),
    })
  })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    requiresAuth?: boolean
  }
}
