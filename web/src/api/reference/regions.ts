import { provincesCities } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

export interface RegionOption {
  value: string
  label: string
  children?: RegionOption[]
}

/**
 * Provinces and cities; the product adds value (from code) and label (from
 * name). GB/T 2260 codes give the tree: a province ends in 0000, its cities
 * share its first two digits.
 */
export function toRegionTree(items: readonly { code: string; name: string }[]): RegionOption[] {
  const provinces = new Map<string, RegionOption & { children: RegionOption[] }>()
  for (const item of items) {
    if (item.code.endsWith('0000'))
      provinces.set(item.code.slice(0, 2), { value: item.code, label: item.name, children: [] })
  }
  for (const item of items) {
    if (item.code.endsWith('0000')) continue
    provinces.get(item.code.slice(0, 2))?.children.push({ value: item.code, label: item.name })
  }
  return [...provinces.values()]
}

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'regions'],
    queryFn: async ({ signal }) => toRegionTree(await call(provincesCities, {}, { signal, silent: true })),
    staleTime: 60 * 60_000,
  })

export const useRegions = () => useQuery(regionsQueryOptions())
