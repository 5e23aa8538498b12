import { type ExamMode, provinces } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export interface GaokaoProvinceOption {
  value: string
  label: string
  gkms: ExamMode
}

/** The gaokao provinces; the product adds value and label, both from sf (spec §3). */
export const gaokaoProvincesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'gaokao-provinces'],
    queryFn: async ({ signal }): Promise<GaokaoProvinceOption[]> => {
      const items = await call(provinces, {}, { signal })
      return items.map((p) => ({ value: p.sf, label: p.sf, gkms: p.gkms }))
    },
    staleTime: 60 * 60_000,
  })

export const useGaokaoProvinces = () => useQuery(gaokaoProvincesQueryOptions())
