import { SHELL_TEXT, siteRoute } from '@gaokao/contracts'
import { Page } from './Page'

/**
 * A route whose feature a later issue builds: the layout and the route's
 * title from the contracts' route table, with an honest note.
 */
export function RoutePage({ path }: { path: string }) {
  return (
    <Page title={siteRoute(path).title}>
      <p>{SHELL_TEXT.comingSoon}</p>
    </Page>
  )
}
