import { matchSiteRoute } from '@gaokao/contracts'
import { useRouterState } from '@tanstack/react-router'

/**
 * Whether the page on screen shows figures of the student's province
 * (SiteRoute.needsProvince). A first visit without a province is asked for
 * one there and only there: a shared link to news or the agreement shows its
 * text first (docs/province-picker.md). The 404 page asks nothing.
 */
export function usePageNeedsProvince(): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return matchSiteRoute(pathname)?.needsProvince ?? false
}
