import type { QueryClient } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { type AppRouter, createAppRouter } from './app/router'
import './app/global.css'
import { prefetchSiteData } from './api/reference/site-data'
import { loadSession } from './features/account/api/session'
import { startDevGate } from './lib/dev-gate'
import { nextTask } from './lib/next-task'
import { createQueryClient } from './lib/query-client'
import { waitAtMost } from './lib/wait-at-most'

/**
 * How long the first render waits for the page's code and data, the site's data and the
 * session. Rendering as soon as the scripts ran made the page's arrival a store update, which
 * React renders synchronously: one task of 150 ms here (600 ms on a slow phone) that blocked
 * input. Rendering once they are in makes the whole first page part of the transition below,
 * which React slices, and the header shows the visitor logged in or not from its first paint.
 * Past this wait the shell renders anyway and the page shows its loading state, as before.
 */
const FIRST_RENDER_WAIT_MS = 1000

function renderApp(root: HTMLElement, queryClient: QueryClient, router: AppRouter) {
  // A transition lets React render the first page in slices, yielding to the browser between them,
  // instead of one long task that blocks input on a slow phone (Lighthouse's total blocking time).
  startTransition(() => {
    // No StrictMode: its dev-only unmount and remount leaves Semi's Portal rendering into a detached node,
    // so under `npm run dev` no dialog (login, province picker) ever showed; production never ran it (docs/dev-server.md).
    createRoot(root).render(<App queryClient={queryClient} router={router} />)
  })
}

/**
 * Start-up in three tasks rather than one: the scripts' evaluation (which sends the requests for
 * the site's data and the session), the router's creation, the first route's load. In one piece
 * they were a single task of 330-550 ms in Lighthouse's simulated phone, the largest part of its
 * blocking time after the first paint.
 */
async function start(root: HTMLElement) {
  const queryClient = createQueryClient()
  // The site's initial data and the session check, in parallel, while the first route loads.
  const siteData = prefetchSiteData(queryClient)
  const session = loadSession()
  // The development gate: off unless the operator turns it on (docs/dev-gate.md).
  void startDevGate()
  await nextTask()
  const router = createAppRouter(queryClient)
  await nextTask()
  // A failed load renders too: the router keeps the error and the page shows it.
  await waitAtMost(Promise.allSettled([router.load(), siteData, session]), FIRST_RENDER_WAIT_MS)
  renderApp(root, queryClient, router)
}

const root = document.getElementById('root')
if (root) void start(root)
