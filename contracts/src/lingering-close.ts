/**
 * Lingering close, for both servers (docs/api-conventions.md, "A body over
 * the limit"). A refusal sent before the request's body has arrived (413 for
 * a body over the limit) closes the connection. Node closes it as soon as
 * the answer is written; the body bytes still in flight then meet a closed
 * socket, the kernel answers them with a reset, and a client still sending
 * often loses the answer it had not read yet (EPIPE, ECONNRESET) instead of
 * seeing the 413. So, as nginx does, the server first only ends its side
 * and keeps reading (and dropping) what the client sends, until the client
 * closes its side or LINGER_MS have passed.
 */

/** How long a refused client may go on sending before the connection is cut anyway (nginx's lingering_timeout). */
export const LINGER_MS = 5_000

/** The parts of a net.Socket and an IncomingMessage used here (contracts build without node's types). */
export interface LingerSocket {
  readonly destroyed: boolean
  destroySoon?: () => void
  end(): unknown
  destroy(): unknown
  resume(): unknown
  once(event: 'end' | 'close', listener: () => void): unknown
}
export interface LingerRequest {
  readonly complete: boolean
  readonly socket: LingerSocket | null
}

/**
 * Called while answering a request: if its body has not all arrived when
 * Node closes the connection after the answer, the connection lingers.
 * Node closes a connection after an answer with socket.destroySoon(), so
 * that is replaced on this socket; a request whose body has arrived by then
 * is closed at once, as before.
 */
export function lingerIfBodyUnread(request: LingerRequest): void {
  const socket = request.socket
  if (request.complete || !socket || socket.destroyed || !socket.destroySoon) return
  const destroySoon = socket.destroySoon
  socket.destroySoon = () => {
    if (request.complete) return destroySoon.call(socket)
    lingerThenClose(socket)
  }
}

function lingerThenClose(socket: LingerSocket): void {
  const close = () => {
    clearTimeout(timer)
    socket.destroy()
  }
  const timer = setTimeout(close, LINGER_MS)
  socket.once('end', close)
  socket.once('close', () => clearTimeout(timer))
  socket.end()
  socket.resume()
}
