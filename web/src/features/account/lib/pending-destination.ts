/**
 * The protected page a logged-out visitor asked for: after the login the
 * reload lands there instead of where the guard sent them. Kept for this tab
 * only, and only for same-site paths.
 */
const KEY = 'gb-web-after-login'

export function rememberPendingDestination(href: string): void {
  if (!href.startsWith('/') || href.startsWith('//')) return
  try {
    sessionStorage.setItem(KEY, href)
  } catch {
    // storage unavailable: the login simply reloads the current page
  }
}

export function takePendingDestination(): string | undefined {
  try {
    const href = sessionStorage.getItem(KEY) ?? undefined
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
