import { DIALOG_TEXT } from '@gaokao/contracts'
import { ErrorPage } from './ErrorPage'

/** An unmatched route or a failed route validation (spec §8). */
export function NotFoundPage() {
  return <ErrorPage code="404" title={DIALOG_TEXT.notFound} />
}
