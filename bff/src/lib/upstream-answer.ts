import { type Envelope, isEnvelope } from '@gaokao/contracts'
import { jsonOf } from './json-body.js'
import { isJsonType } from './json-type.js'

/** An upstream answer read whole: the exact bytes for the browser, the envelope for the bff's own use. */
export interface UpstreamAnswer {
  readonly status: number
  readonly contentType: string
  readonly body: Buffer
  /** code and msg when the body is a JSON envelope. */
  readonly code: number | undefined
  readonly msg: string | undefined
  /** The envelope's data as JSON text, when the call succeeded: pasted into /bff payloads as is. */
  readonly dataJson: string | undefined
}

/** The envelope in an answer's bytes, or undefined when they hold none (not JSON, or JSON of another shape). */
export function envelopeOf(body: Buffer): Envelope | undefined {
  const parsed = jsonOf(body)
  return isEnvelope(parsed) ? parsed : undefined
}

export function toAnswer(status: number, contentType: string | undefined, body: Buffer): UpstreamAnswer {
  const type = contentType ?? 'application/octet-stream'
  // Not JSON after all: the answer is passed on as bytes and is no success.
  const envelope = isJsonType(type) ? envelopeOf(body) : undefined
  const dataJson = envelope?.code === 0 ? JSON.stringify(envelope.data) : undefined
  return { status, contentType: type, body, code: envelope?.code, msg: envelope?.msg, dataJson }
}

/** A success in the API's sense: HTTP 2xx and code 0 (docs/spec-rules.md, Calls). */
export function isSuccess(answer: UpstreamAnswer): boolean {
  return answer.status >= 200 && answer.status < 300 && answer.code === 0 && answer.dataJson !== undefined
}
