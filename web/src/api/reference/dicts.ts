import { type DictType, getDictList } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

export interface DictOption {
  value: string
  label: string
}

export type Dicts = Partial<Record<DictType | string, DictOption[]>>

/** Dictionary items grouped by codeType and sorted by sort; value from code, label from codeName (docs/spec-rules.md, Entities). */
export function groupDicts(
  items: readonly { code: string; codeName: string; codeType: string; sort: number }[],
): Dicts {
  const groups: Record<string, (DictOption & { sort: number })[]> = {}
  for (const item of items) {
    const group = groups[item.codeType] ?? []
    group.push({ value: item.code, label: item.codeName, sort: item.sort })
    groups[item.codeType] = group
  }
  const sorted: Dicts = {}
  for (const [type, group] of Object.entries(groups)) {
    sorted[type] = group.sort((a, b) => a.sort - b.sort).map(({ value, label }) => ({ value, label }))
  }
  return sorted
}

export const dictsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'dicts'],
    queryFn: async ({ signal }) => groupDicts(await call(getDictList, {}, { signal, silent: true })),
    staleTime: 60 * 60_000,
  })

export const useDicts = () => useQuery(dictsQueryOptions())
