/**
 * The page the user is on, as the router last resolved it, and whether it
 * needs a login: the route guard sends a refused visitor back there when it
 * was a protected page (docs/spec-rules.md, States).
 */
export interface ResolvedPage {
  pathname: string
  search: Record<string, unknown>
  href: string
  requiresAuth: boolean
}

let current: ResolvedPage | undefined

export function setCurrentPage(page: ResolvedPage): void {
  current = page
}

export function currentPage(): ResolvedPage | undefined {
  return current
}
