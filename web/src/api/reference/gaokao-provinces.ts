import { type DataOf, type ExamMode, provinces } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

export interface GaokaoProvinceOption {
  value: string
  label: string
  gkms: ExamMode
}

/** The product adds value and label to each gaokao province, both from sf (docs/spec-rules.md, Entities). */
export function toGaokaoProvinceOptions(items: DataOf<typeof provinces>): GaokaoProvinceOption[] {
  return items.map((p) => ({ value: p.sf, label: p.sf, gkms: p.gkms }))
}

export const gaokaoProvincesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'gaokao-provinces'],
    queryFn: async ({ signal }): Promise<GaokaoProvinceOption[]> =>
      toGaokaoProvinceOptions(await call(provinces, {}, { signal })),
    staleTime: 60 * 60_000,
  })

export const useGaokaoProvinces = () => useQuery(gaokaoProvincesQueryOptions())
