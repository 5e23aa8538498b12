import {
  activeVipCard,
  bindDedicatedCode,
  type DataOf,
  exchangeJudgment,
  getUserInfo,
  ORDER_POLL_MS,
  type PayOrder,
  type ProductCode,
  preCreatePc,
  queryDedicatedCode,
  queryPayOrder,
  queryPayOrderList,
} from '@gaokao/contracts'
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { mergeProfile } from '../../../stores/user'
import { isFinal } from '../lib/order'

/** Makes the order of one purchase attempt; the key makes a retried request answer the same order. */
export const usePreCreate = () =>
  useMutation({
    mutationFn: (body: { productCode: ProductCode; idempotencyKey: string }) =>
      call(preCreatePc, body, { silent: true }),
  })

/** The order, asked for every 2 s until it is paid, closed or expired. */
export const useOrder = (order: PayOrder | undefined) =>
  useQuery({
    queryKey: ['membership', 'order', order?.orderNo],
    queryFn: ({ signal }) => call(queryPayOrder, { orderNo: order?.orderNo ?? '' }, { signal, silent: true }),
    enabled: order !== undefined,
    initialData: order,
    refetchInterval: (query) => (query.state.data && isFinal(query.state.data.status) ? false : ORDER_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
  })

export const ORDERS_PAGE_SIZE = 10
/** Every page of the user's orders. */
export const ordersQueryKey = ['membership', 'orders'] as const
export const useOrderList = (pageNum: number) =>
  useQuery({
    queryKey: [...ordersQueryKey, pageNum],
    queryFn: ({ signal }) => call(queryPayOrderList, { pageNum, pageSize: ORDERS_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

/**
 * After a payment or a card: the profile (with the membership) is fetched
 * again and every query is refreshed, so locks open and refused panels load
 * without a reload.
 */
export async function refreshMembership(queryClient: QueryClient): Promise<void> {
  mergeProfile(await call(getUserInfo, {}, { silent: true }))
  // The paid order itself is final: no need to ask for it again.
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'order' })
}

export const useCardCheck = () =>
  useMutation({ mutationFn: (cardNo: string) => call(exchangeJudgment, { cardNo }, { silent: true }) })

export const useCardActivate = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (cardNo: string) => call(activeVipCard, { cardNo }, { silent: true }),
    onSuccess: () => refreshMembership(queryClient),
  })
}

export const dedicatedCodeQueryOptions = () =>
  queryOptions({
    queryKey: ['membership', 'dedicated-code'],
    queryFn: ({ signal }) => call(queryDedicatedCode, {}, { signal, silent: true }),
  })
export const useDedicatedCode = () => useQuery(dedicatedCodeQueryOptions())

export const useBindDedicatedCode = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => call(bindDedicatedCode, { code }, { silent: true }),
    onSuccess: (bound: DataOf<typeof bindDedicatedCode>) =>
      queryClient.setQueryData(dedicatedCodeQueryOptions().queryKey, bound),
  })
}
