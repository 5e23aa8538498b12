import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../app/shell/AppShell'
import { NotFoundPage } from '../components/errors/NotFoundPage'
import { ServerErrorPage } from '../components/errors/ServerErrorPage'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
})
