import { ERROR_CODE, errorEnvelope } from './envelope.js'
import { ERROR_TEXT } from './texts.js'

/**
 * A request Node's HTTP parser refuses (a 20 kB header, an unknown method,
 * Content-Length with chunked, bare LF lines...) never reaches a server's
 * routes or error handler: Node hands the bare socket to the server's
 * clientError listener (Fastify's `clientErrorHandler` option). The bff and
 * the upstream both answer it here, so that answer is the same Chinese
 * envelope as every other refusal (docs/api-conventions.md, "Malformed HTTP").
 */

/** The part of a net.Socket the answer needs (contracts also build for browsers, without node:net's types). */
export interface ClientErrorSocket {
  readonly destroyed: boolean
  readonly writable: boolean
  write(text: string): unknown
  destroy(): unknown
}

interface ClientErrorText {
  status: number
  reason: string
  code: number
  msg: string
}

const BAD_REQUEST: ClientErrorText = {
  status: 400,
  reason: 'Bad Request',
  code: ERROR_CODE.badRequest,
  msg: ERROR_TEXT.badRequest,
}

/** Node's parser error codes that mean more than a malformed request; each keeps the status Node itself would send. */
const BY_ERROR_CODE: Record<string, ClientErrorText> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: ERROR_CODE.headersTooLarge,
    msg: ERROR_TEXT.headersTooLarge,
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: 'Payload Too Large',
    code: ERROR_CODE.payloadTooLarge,
    msg: ERROR_TEXT.bodyTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: ERROR_CODE.requestTimeout,
    msg: ERROR_TEXT.requestTimeout,
  },
}

/**
 * The whole HTTP answer, head and envelope, for a request the parser refused
 * with this error code. `Connection: close`: after a parse error the bytes
 * that follow on the connection cannot be framed, so it is closed.
 */
export function clientErrorAnswer(errorCode: string | undefined): string {
  const text = (errorCode ? BY_ERROR_CODE[errorCode] : undefined) ?? BAD_REQUEST
  const body = JSON.stringify(errorEnvelope(text.code, text.msg))
  return (
    `HTTP/1.1 ${text.status} ${text.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${new TextEncoder().encode(body).length}\r\nConnection: close\r\n\r\n${body}`
  )
}

/** Fastify's `clientErrorHandler` for both servers: the envelope, then the socket closes. */
export function answerClientError(error: { code?: string }, socket: ClientErrorSocket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  if (socket.writable) socket.write(clientErrorAnswer(error.code))
  socket.destroy()
}
