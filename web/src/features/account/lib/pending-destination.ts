import { linkTarget } from '../../../lib/safe-link'

/**
 * The protected page a logged-out visitor asked for: after the login the
 * reload lands there instead of where the guard sent them. Kept for this tab
 * only, and only for paths of this site, checked again when taken: storage
 * is not ours alone, and a target elsewhere would be an open redirect.
 */
const KEY = 'gb-web-after-login'

const sitePath = (href: string | null): string | undefined => {
  const target = href === null ? undefined : linkTarget(href)
  return target?.kind === 'site' && target.path === href ? target.path : undefined
}

export function rememberPendingDestination(href: string): void {
  if (sitePath(href) === undefined) return
  try {
    sessionStorage.setItem(KEY, href)
  } catch {
    // storage unavailable: the login simply reloads the current page
  }
}

export function takePendingDestination(): string | undefined {
  try {
    const href = sitePath(sessionStorage.getItem(KEY))
    sessionStorage.removeItem(KEY)
    return href
  } catch {
    return undefined
  }
}

/**
 * The visitor closed the login dialog: the page they asked for is given up.
 * Kept, it would send a later login (from the header, on another page) there
 * instead of reloading the page the visitor is on.
 */
export function forgetPendingDestination(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // storage unavailable: nothing was kept
  }
}
