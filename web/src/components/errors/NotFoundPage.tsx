import { DIALOG_TEXT } from '@gaokao/contracts'
import { ErrorPage } from './ErrorPage'

/** An unmatched route or a failed route validation (docs/spec-rules.md, Errors). */
export function NotFoundPage() {
  return <ErrorPage code="404" title={DIALOG_TEXT.notFound} />
}
