import { isEnvelope } from '@gaokao/contracts'
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

export function toAnswer(status: number, contentType: string | undefined, body: Buffer): UpstreamAnswer {
  const type = contentType ?? 'application/octet-stream'
  let code: number | undefined
  let msg: string | undefined
  let dataJson: string | undefined
  if (isJsonType(type)) {
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'))
      if (isEnvelope(parsed)) {
        code = parsed.code
        msg = parsed.msg
        if (code === 0) dataJson = JSON.stringify(parsed.data)
      }
    } catch {
      // not JSON after all: the answer is passed on as bytes and is no success
    }
  }
  return { status, contentType: type, body, code, msg, dataJson }
}

/** A success in the API's sense: HTTP 2xx and code 0 (docs/spec-rules.md, Calls). */
export function isSuccess(answer: UpstreamAnswer): boolean {
  return answer.status >= 200 && answer.status < 300 && answer.code === 0 && answer.dataJson !== undefined
}
