import { createFileRoute, Outlet } from '@tanstack/react-router'

/**
 * The routes that need a login (spec §2 requiresAuth) sit under this pathless
 * layout; its beforeLoad is where the route guard of spec §4 runs.
 */
export const Route = createFileRoute('/_auth')({
  staticData: { requiresAuth: true },
  component: Outlet,
})
