import { focusMajor, MAJOR_TEXT, queryFocusMajor } from '@gaokao/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { showMessage } from '../../../stores/messages'

const FOCUS_KEY = ['major', 'focus'] as const

/** Whether the user follows one major (queryFocusMajor filtered to it); asked only for a logged-in user. */
export const useIsFocused = (majorId: number, loggedIn: boolean) =>
  useQuery({
    queryKey: [...FOCUS_KEY, 'one', majorId],
    queryFn: async ({ signal }) =>
      (await call(queryFocusMajor, { majorId, pageNum: 1, pageSize: 1 }, { signal, silent: true })).total > 0,
    enabled: loggedIn,
    staleTime: 60_000,
  })

/** The majors the user follows, latest first (the first page). */
export const useFocusedMajors = (loggedIn: boolean, pageSize = 10) =>
  useQuery({
    queryKey: [...FOCUS_KEY, 'list', pageSize],
    queryFn: ({ signal }) => call(queryFocusMajor, { pageNum: 1, pageSize }, { signal, silent: true }),
    enabled: loggedIn,
    staleTime: 60_000,
  })

/** Follows or unfollows a major; every focus query is refreshed after. */
export function useFocusMajor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { majorId: number; focus: boolean }) => call(focusMajor, input),
    onSuccess: (data) => {
      showMessage('success', data.focused ? MAJOR_TEXT.focusDone : MAJOR_TEXT.unfocusDone)
      return queryClient.invalidateQueries({ queryKey: FOCUS_KEY })
    },
  })
}
