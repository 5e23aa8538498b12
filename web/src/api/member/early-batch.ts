import { queryEarlyBatch } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

/** 提前批's guide for members: asked only once a member opens it. */
export const useEarlyBatch = (enabled: boolean) =>
  useQuery({
    queryKey: ['membership', 'early-batch'],
    queryFn: ({ signal }) => call(queryEarlyBatch, {}, { signal, silent: true }),
    enabled,
  })
