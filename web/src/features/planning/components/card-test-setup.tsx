import { BANDS, type Chance, type DataOf, type datasetInfo } from '@gaokao/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { datasetInfoQueryOptions } from '../../../api/reference/dataset-info'

// What the planning cards' tests share (OptionList, wish codes, chances, admission types, undo): one chance and the
// client a page gives the cards. Test setup, imported by tests only; its values are written without Chinese
// literals (BANDS), as web/test/ui-literals.test.ts reads every non-test file of web/src.

/** A 稳 chance of 50 % on one past year; a test spreads in what it compares. */
export const chance: Chance = {
  years: [{ year: 2025, minScore: 600, minRank: 30_000, rescaledRank: 30_000, places: null, candidates: 200_000 }],
  rankYear: 2025,
  candidateRank: 28_000,
  predictedRank: 30_500,
  spread: 3_000,
  planYear: 2026,
  planPlaces: 40,
  lastPlaces: null,
  planChange: 0,
  probability: 0.5,
  band: BANDS[1],
  reasons: [],
}

/** A query client with the dataset info answered, as a page has it, so the cards' badges read it without a call. */
export function datasetInfoClient(demo = true): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(datasetInfoQueryOptions().queryKey, { demo } as DataOf<typeof datasetInfo>)
  return client
}

/** Renders a card (or a page's part) inside that client; rerender keeps it. */
export function renderWithDatasetInfo(node: ReactElement, demo = true) {
  const client = datasetInfoClient(demo)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return render(node, { wrapper })
}
