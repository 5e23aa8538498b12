import { type ChoicePagePayload, choicePage, type DataOf, type querySum } from '@gaokao/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { datasetInfoQueryOptions } from '../../../api/reference/dataset-info'
import { request } from '../../../lib/api-client'
import { primeQuery } from '../../../lib/payload-part'
import { user } from '../../../stores/user'
import { type ChoiceSearch, filtersOf } from '../lib/choice-search'
import {
  choiceBand,
  choiceListBody,
  choiceListQueryOptions,
  choiceView,
  profileKeyOf,
  type SumBody,
  sumQueryOptions,
} from './options'
import { myWishesQueryOptions } from './wishes'

type Sum = DataOf<typeof querySum>

// Not hasFilters(search): the payload's summary is querySum's with an empty body, so a batch or priority counts too.
const isUnfiltered = (filters: SumBody) => Object.keys(filters).length === 0

/**
 * The unfiltered page's summary, tables and dataset info from the bff's /choice payload, handed to
 * the queries the page reads. On a first visit index.html has already asked for it beside the
 * scripts (bff/src/plugins/spa.ts), so this takes that answer. For what it lacks (a failed
 * payload or part) the page's own calls ask as before.
 */
async function sumFromPayload(queryClient: QueryClient, profile: string): Promise<Sum | undefined> {
  const sumKey = sumQueryOptions(profile, {}).queryKey
  // Asked before: the summary's query decides by its age whether to ask again.
  if (queryClient.getQueryData(sumKey) !== undefined) return undefined
  const page = await request<ChoicePagePayload>(choicePage.path, { method: 'GET', silent: true }).catch(() => undefined)
  if (page === undefined) return undefined
  primeQuery(queryClient, sumKey, page.sum)
  primeQuery(queryClient, myWishesQueryOptions(undefined).queryKey, page.wishes)
  primeQuery(queryClient, datasetInfoQueryOptions().queryKey, page.datasetInfo)
  return page.sum.ok ? page.sum.data : undefined
}

/**
 * /choice's first data, from its route loader: the summary, awaited (on a phone it is the first
 * screen's largest text: docs/choice-rendering.md), then the list it decides, started but not
 * awaited (it begins below the first screen and shows its own loading state).
 */
export async function prefetchChoice(queryClient: QueryClient, search: ChoiceSearch): Promise<void> {
  const profile = profileKeyOf(user)
  if (profile === '') return
  const filters = filtersOf(search)
  const sum =
    (isUnfiltered(filters) ? await sumFromPayload(queryClient, profile) : undefined) ??
    (await queryClient.fetchQuery(sumQueryOptions(profile, filters)).catch(() => undefined))
  void queryClient.prefetchQuery(
    choiceListQueryOptions(profile, choiceView(search, sum), choiceListBody(search, choiceBand(search))),
  )
}
