import type { IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import type { Dispatcher } from 'undici'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer | Readable
}

type Controller = Dispatcher.DispatchController

/**
 * Collects one answer for dispatchRequest: one object per call, its
 * callbacks on the prototype (no closures per call on the proxy path).
 */
class AnswerCollector implements Dispatcher.DispatchHandler {
  status = 0
  headers: IncomingHttpHeaders = {}
  chunks: Buffer[] | undefined
  stream: Readable | undefined
  ended = false

  constructor(
    readonly method: string,
    readonly wantsWhole: (headers: IncomingHttpHeaders) => boolean,
    readonly resolve: (answer: RawAnswer) => void,
    readonly reject: (error: Error) => void,
  ) {}

  onRequestStart(): void {}

  onResponseStart(controller: Controller, statusCode: number, headers: IncomingHttpHeaders): void {
    this.status = statusCode
    this.headers = headers
    if (this.method === 'HEAD' || this.wantsWhole(headers)) {
      this.chunks = []
      return
    }
    const stream = new Readable({
      read: () => controller.resume(),
      destroy: (error, callback) => {
        // The browser went away: stop reading from the upstream too.
        if (!this.ended) controller.abort(error ?? new Error('stream destroyed'))
        callback(error)
      },
    })
    this.stream = stream
    this.resolve({ status: statusCode, headers, body: stream })
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk)
    else if (this.stream && !this.stream.push(chunk)) controller.pause()
  }

  onResponseEnd(): void {
    this.ended = true
    if (this.stream) {
      this.stream.push(null)
      return
    }
    const chunks = this.chunks
    const body =
      chunks === undefined || chunks.length === 0
        ? Buffer.alloc(0)
        : chunks.length === 1
          ? (chunks[0] as Buffer)
          : Buffer.concat(chunks)
    this.resolve({ status: this.status, headers: this.headers, body })
  }

  onResponseError(_controller: Controller, error: Error): void {
    this.ended = true
    if (this.stream) this.stream.destroy(error)
    else this.reject(error)
  }
}

/**
 * One request through undici's dispatch API. A body the caller wants whole
 * is collected into a Buffer and the promise resolves at its end (an error
 * mid-body rejects it); any other body resolves at the headers as a stream
 * with backpressure. This skips the stream undici's request() builds for
 * every answer, which on the proxy path is most of the client's cost.
 */
export function dispatchRequest(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  wantsWhole: (headers: IncomingHttpHeaders) => boolean,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    dispatcher.dispatch(options, new AnswerCollector(options.method, wantsWhole, resolve, reject))
  })
}
