import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage } from '../components/errors/NotFoundPage'
import { ServerErrorPage } from '../components/errors/ServerErrorPage'
import { AppShell } from '../components/layout/AppShell'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
})
