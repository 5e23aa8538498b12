import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { openStudentInfo } from '../../stores/dialogs'
import { user } from '../../stores/user'

/**
 * docs/spec-rules.md, States: on a public route, a user with a phone but no score is shown the
 * student-info dialog (protected routes run the full gate in their guard).
 */
export function ProfileNag() {
  const { session, phone, score } = useSnapshot(user)
  const page = useRouterState({
    select: (s) => ({
      href: s.location.href,
      protectedRoute: s.matches.some((m) => m.staticData?.requiresAuth === true),
      settled: s.status === 'idle',
    }),
  })
  // Every settled navigation counts, so the href is a dependency although the body does not read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (page.settled && !page.protectedRoute && session === 'user' && phone !== '' && score === null) {
      openStudentInfo()
    }
  }, [page.href, page.settled, page.protectedRoute, session, phone, score])
  return null
}
