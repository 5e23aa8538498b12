import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** One part of a /bff payload as the web receives it: its data, or marked failed. */
export type PayloadPart<T> = { ok: true; data: T } | { ok: false; code: number; msg: string }

/**
 * Hands a part that succeeded to the query the page's component reads, so it
 * paints without asking again; a query that already holds data keeps it. A
 * failed part leaves its component to ask (and show its own error) by itself.
 */
export function primeQuery<T>(queryClient: QueryClient, queryKey: QueryKey, part: PayloadPart<T>): void {
  if (part.ok && queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, part.data)
}
