import { BFF_TEXT, ERROR_CODE, type ErrorEnvelope, errorEnvelope } from '@gaokao/contracts'
import { ReplayMiss } from './upstream/replaying.js'
import { envelopeForUpstreamFailure, UpstreamFailure } from './upstream-failure.js'

/**
 * The status and envelope for a call to the upstream that got no answer:
 * a live failure (timeout, refused, DNS) or a replay miss (QA), which fails
 * closed and names the key so the tester knows what to record.
 */
export function envelopeForCallFailure(error: unknown): { status: number; body: ErrorEnvelope } | undefined {
  if (error instanceof UpstreamFailure) return envelopeForUpstreamFailure(error)
  if (error instanceof ReplayMiss) {
    return { status: 502, body: errorEnvelope(ERROR_CODE.replayMiss, BFF_TEXT.replayMiss(error.key)) }
  }
  return undefined
}
