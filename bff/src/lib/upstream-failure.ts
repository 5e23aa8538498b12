import { ERROR_CODE, ERROR_TEXT, type ErrorEnvelope, errorEnvelope } from '@gaokao/contracts'

/** How a call to the upstream can fail before it answers. */
export type UpstreamFailureKind = 'timeout' | 'unreachable' | 'dns'

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'])
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN'])
/** A connection the upstream dropped: safe to retry for GET. */
const RESET_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'])

export class UpstreamFailure extends Error {
  constructor(
    readonly kind: UpstreamFailureKind,
    override readonly cause: unknown,
  ) {
    super(`upstream ${kind}`)
    this.name = 'UpstreamFailure'
  }
}

function codeOf(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } }
  return e?.code ?? e?.cause?.code
}

export function classifyUpstreamError(error: unknown): UpstreamFailure {
  const code = codeOf(error)
  if (code && TIMEOUT_CODES.has(code)) return new UpstreamFailure('timeout', error)
  if (code && DNS_CODES.has(code)) return new UpstreamFailure('dns', error)
  return new UpstreamFailure('unreachable', error)
}

export function isConnectionReset(error: unknown): boolean {
  const code = codeOf(error)
  return code !== undefined && RESET_CODES.has(code)
}

/** Timeout -> 504, refused or reset -> 502, DNS failure -> 503 (bff checklist). */
export function envelopeForUpstreamFailure(failure: UpstreamFailure): { status: number; body: ErrorEnvelope } {
  switch (failure.kind) {
    case 'timeout':
      return { status: 504, body: errorEnvelope(ERROR_CODE.gatewayTimeout, ERROR_TEXT.upstreamTimeout) }
    case 'dns':
      return { status: 503, body: errorEnvelope(ERROR_CODE.unavailable, ERROR_TEXT.upstreamUnavailable) }
    default:
      return { status: 502, body: errorEnvelope(ERROR_CODE.badGateway, ERROR_TEXT.upstreamUnavailable) }
  }
}
