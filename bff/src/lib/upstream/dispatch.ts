import type { IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import type { Dispatcher } from 'undici'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer | Readable
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
    let status = 0
    let headers: IncomingHttpHeaders = {}
    let chunks: Buffer[] | undefined
    let stream: Readable | undefined
    let ended = false

    dispatcher.dispatch(options, {
      onRequestStart() {},
      onResponseStart(controller, statusCode, responseHeaders) {
        status = statusCode
        headers = responseHeaders
        if (options.method === 'HEAD' || wantsWhole(responseHeaders)) {
          chunks = []
          return
        }
        stream = new Readable({
          read: () => controller.resume(),
          destroy: (error, callback) => {
            // The browser went away: stop reading from the upstream too.
            if (!ended) controller.abort(error ?? new Error('stream destroyed'))
            callback(error)
          },
        })
        resolve({ status, headers, body: stream })
      },
      onResponseData(controller, chunk) {
        if (chunks) chunks.push(chunk)
        else if (stream && !stream.push(chunk)) controller.pause()
      },
      onResponseEnd() {
        ended = true
        if (stream) stream.push(null)
        else {
          const body =
            chunks === undefined || chunks.length === 0
              ? Buffer.alloc(0)
              : chunks.length === 1
                ? (chunks[0] as Buffer)
                : Buffer.concat(chunks)
          resolve({ status, headers, body })
        }
      },
      onResponseError(_controller, error) {
        ended = true
        if (stream) stream.destroy(error)
        else reject(error)
      },
    })
  })
}
