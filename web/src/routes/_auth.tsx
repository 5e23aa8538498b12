import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardProtectedRoute } from '../features/account/lib/guard'

/**
 * The routes that need a login (docs/spec-rules.md, Screens: requiresAuth) sit under this pathless
 * layout; its beforeLoad runs the route guard (docs/spec-rules.md, States) on every navigation.
 */
export const Route = createFileRoute('/_auth')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ location, preload }) => guardProtectedRoute({ location, preload }),
  component: Outlet,
})
