import {
  addWish,
  type BodyOf,
  clearWish,
  deleteWishById,
  delMyWish,
  filledIn,
  fillVolunteer,
  myWish,
  plannerWishesBody,
  queryAddWishPcList,
  queryVolunteer,
  restoreWishLine,
  toFillVolunteer,
  updateWishInfo,
  updateWishName,
  wishDragSort,
  wishInputSort,
  wishSort,
} from '@gaokao/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { useProfileKey } from './options'

/** The user's volunteer tables and their lines; every change refetches what shows them. */

export const myWishesQueryOptions = (kind: 'self' | 'ai' | undefined, page = 1) =>
  queryOptions({
    queryKey: ['planning', 'wishes', kind ?? 'all', page],
    queryFn: ({ signal }) =>
      call(myWish, { ...plannerWishesBody(page), ...(kind ? { kind } : {}) }, { signal, silent: true }),
  })

export const useMyWishes = (kind?: 'self' | 'ai', page = 1) => useQuery(myWishesQueryOptions(kind, page))

export const useBatches = () => {
  const profile = useProfileKey()
  return useQuery({
    queryKey: ['planning', 'batches', profile],
    queryFn: ({ signal }) => call(queryAddWishPcList, {}, { signal, silent: true }),
    enabled: profile !== '',
  })
}

export const wishDetailQueryOptions = (profile: string, wishId: number | undefined) =>
  queryOptions({
    queryKey: ['planning', 'wish', wishId, profile],
    queryFn: ({ signal }) => call(queryVolunteer, { wishId: wishId ?? 0 }, { signal, silent: true }),
    enabled: profile !== '' && wishId !== undefined,
  })

export const useWishDetail = (wishId: number | undefined) => useQuery(wishDetailQueryOptions(useProfileKey(), wishId))

export const useFilledIn = (wishId: number | undefined) =>
  useQuery({
    queryKey: ['planning', 'filled', wishId],
    queryFn: ({ signal }) => call(filledIn, { wishId: wishId ?? 0 }, { signal, silent: true }),
    enabled: wishId !== undefined,
  })

/** A mutation whose success refetches every planning query about tables. */
function useWishMutation<B, D>(fn: (body: B) => Promise<D>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['planning', 'wishes'] }),
        client.invalidateQueries({ queryKey: ['planning', 'wish'] }),
        client.invalidateQueries({ queryKey: ['planning', 'filled'] }),
      ]),
  })
}

export const useAddWish = () => useWishMutation((body: BodyOf<typeof addWish>) => call(addWish, body))
export const useDeleteWish = () => useWishMutation((body: BodyOf<typeof delMyWish>) => call(delMyWish, body))
export const useFillVolunteer = () => useWishMutation((body: BodyOf<typeof fillVolunteer>) => call(fillVolunteer, body))
export const useRenameWish = () => useWishMutation((body: BodyOf<typeof updateWishName>) => call(updateWishName, body))
export const useUpdateWishInfo = () =>
  useWishMutation((body: BodyOf<typeof updateWishInfo>) => call(updateWishInfo, body))
export const useSortWish = () => useWishMutation((body: BodyOf<typeof wishSort>) => call(wishSort, body))
export const useMoveLine = () => useWishMutation((body: BodyOf<typeof wishInputSort>) => call(wishInputSort, body))
export const useDragSort = () => useWishMutation((body: BodyOf<typeof wishDragSort>) => call(wishDragSort, body))
export const useDeleteLine = () => useWishMutation((body: BodyOf<typeof deleteWishById>) => call(deleteWishById, body))
export const useRestoreLine = () =>
  useWishMutation((body: BodyOf<typeof restoreWishLine>) => call(restoreWishLine, body))
export const useClearWish = () => useWishMutation((body: BodyOf<typeof clearWish>) => call(clearWish, body))
export const useAutoFill = () => useWishMutation((body: BodyOf<typeof toFillVolunteer>) => call(toFillVolunteer, body))
