/**
 * A client that went away before its answer was written (a tab closed, a
 * navigation, a fetch aborted) makes the streams of the reply fail with
 * "premature close". That is the client's choice, not a fault of the bff:
 * it is logged at debug, never at error, so alerts on error lines stay
 * meaningful.
 */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED'])

export function isClientGone(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && CLIENT_GONE_CODES.has(code)) return true
  // end-of-stream (used by pump in @fastify/compress) raises a plain Error without a code.
  return typeof message === 'string' && message.toLowerCase() === 'premature close'
}

/** The error a log call carries: pino's first argument, or its `err` field. */
function loggedError(first: unknown): unknown {
  if (first instanceof Error) return first
  if (typeof first === 'object' && first !== null && 'err' in first) return (first as { err: unknown }).err
  return undefined
}

const ERROR_LEVEL = 50

/**
 * pino's logMethod hook: an error line about a client that went away is
 * written at debug instead. Libraries log these themselves (@fastify/compress
 * logs its pipe's "premature close" with log.error), so the level is fixed
 * where every line passes.
 */
export function downgradeClientGone(
  this: { debug: (...args: unknown[]) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  if (level >= ERROR_LEVEL && isClientGone(loggedError(args[0]))) {
    this.debug(...args)
    return
  }
  method.apply(this, args)
}
