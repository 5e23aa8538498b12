import { COLLEGE_TEXT, focus, queryFocusSchool } from '@gaokao/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { call } from '../../../lib/api-client'
import { showMessage } from '../../../stores/messages'
import { user } from '../../../stores/user'

const FOCUS_KEY = ['college', 'focus'] as const

/** Which of these colleges the user follows (queryFocusSchool filtered to their ids). */
export const focusedSchoolsQueryOptions = (schoolIds: readonly number[]) =>
  queryOptions({
    queryKey: [...FOCUS_KEY, [...schoolIds].sort((a, b) => a - b)],
    queryFn: async ({ signal }) => {
      const page = await call(
        queryFocusSchool,
        { schoolIds: [...schoolIds], pageNum: 1, pageSize: Math.max(1, schoolIds.length) },
        { signal, silent: true },
      )
      return new Set(page.list.map((s) => s.id))
    },
    staleTime: 60_000,
  })

/** The follow state of these colleges; asked only with a session, visitors follow nothing. */
export function useFocusedSchools(schoolIds: readonly number[]) {
  const { session } = useSnapshot(user)
  return useQuery({ ...focusedSchoolsQueryOptions(schoolIds), enabled: session === 'user' && schoolIds.length > 0 })
}

/** Follows or unfollows a college (/web/user/focus with the state wanted), then refreshes every follow state. */
export function useFocusSchool() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ schoolId, focused }: { schoolId: number; focused: boolean }) => call(focus, { schoolId, focused }),
    onSuccess: (result) => {
      showMessage('success', result.focused ? COLLEGE_TEXT.focusAdded : COLLEGE_TEXT.focusRemoved)
      return queryClient.invalidateQueries({ queryKey: FOCUS_KEY })
    },
  })
}
