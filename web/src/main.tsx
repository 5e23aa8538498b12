import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createAppRouter } from './app/router'
import './app/global.css'
import { loadSession } from './features/account/api/session'
import { prefetchSiteData } from './features/site/api/site-data'
import { startDevGate } from './lib/dev-gate'
import { createQueryClient } from './lib/query-client'

const queryClient = createQueryClient()
// The site's initial data and the session check, in parallel, while the first route renders.
void prefetchSiteData(queryClient)
void loadSession()
// The development gate of spec §4: off unless the operator turns it on (docs/dev-gate.md).
void startDevGate()
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (root) {
  // A transition lets React render the first page in slices, yielding to the browser between them,
  // instead of one long task that blocks input on a slow phone (Lighthouse's total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  })
}
