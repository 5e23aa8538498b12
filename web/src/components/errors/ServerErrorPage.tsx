import { DIALOG_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ErrorPage } from './ErrorPage'

const REDIRECT_SECONDS = 5

/**
 * Any other page error (docs/spec-rules.md, Errors): the 500 page, which leads back to / by
 * itself after a few seconds, so the user is never stuck on it.
 */
export function ServerErrorPage() {
  const navigate = useNavigate()
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS)

  useEffect(() => {
    if (seconds <= 0) {
      void navigate({ to: '/' })
      return
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds, navigate])

  return (
    <ErrorPage code="500" title={DIALOG_TEXT.serverError}>
      <p>{SHELL_TEXT.redirectingHome(seconds)}</p>
    </ErrorPage>
  )
}
