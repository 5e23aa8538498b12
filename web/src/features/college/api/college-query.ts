import type { BodyOf, DataOf, Endpoint } from '@gaokao/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/**
 * The query of one college call: keyed by the call's name and its body, so
 * the college detail payload can prime exactly the entry a panel reads.
 * Failures show in the panel's own error state, not as a toast.
 */
export function collegeQuery<E extends Endpoint>(
  endpoint: E,
  body: BodyOf<E>,
  options: { keepPrevious?: boolean } = {},
) {
  return queryOptions<DataOf<E>>({
    queryKey: ['college', endpoint.name, body],
    queryFn: ({ signal }) => call(endpoint, body, { signal, silent: true }),
    staleTime: 10 * 60_000,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  })
}
