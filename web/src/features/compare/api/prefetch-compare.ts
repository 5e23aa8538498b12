import type { QueryClient } from '@tanstack/react-query'
import { gaokaoProvincesQueryOptions } from '../../../api/reference/gaokao-provinces'
import { user } from '../../../stores/user'
import { compareBody } from '../lib/compare-body'
import { parseCompareIds } from '../lib/compare-ids'
import { schoolCompareQueryOptions } from './school-compare'

/**
 * The /compare route loader: the comparison in the student's province and
 * track, so the first render has the table. The body depends on the profile,
 * which a first load learns from the start-up session check: asked before it
 * answered, the call went out without province and track, and the page then
 * made a second one with them, so the table (the page's largest paint) waited
 * for two calls in a row (docs/performance-budgets.md). `sessionReady` is the
 * account feature's start-up check, passed in by the route.
 */
export async function prefetchCompare(
  queryClient: QueryClient,
  idsParam: string | undefined,
  sessionReady: () => Promise<void>,
): Promise<void> {
  const { ids } = parseCompareIds(idsParam)
  if (ids.length === 0) return
  const [provinces] = await Promise.all([
    queryClient.ensureQueryData(gaokaoProvincesQueryOptions()).catch(() => []),
    sessionReady().catch(() => undefined),
  ])
  const mode = provinces.find((p) => p.value === user.province)?.gkms
  await queryClient.prefetchQuery(schoolCompareQueryOptions(compareBody(ids, user.province, mode, user.xk)))
}
