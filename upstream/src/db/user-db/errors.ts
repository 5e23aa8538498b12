/**
 * What a failed user-store statement means, in both engines' words
 * (docs/user-store.md): a second row where a unique key allows one, and a
 * database that cannot be reached (answered 503, retried by the client).
 */

interface CodedError {
  code?: unknown
  message?: unknown
}

const codeOf = (error: unknown): string => String((error as CodedError | null)?.code ?? '')

/** A UNIQUE or PRIMARY KEY constraint refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error)
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

// Node's socket errors, and the messages pg gives a connection that closed under it or never opened in time.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/

/**
 * PostgreSQL cannot be reached right now: class 08 (connection exception),
 * 57P01-57P03 (shutting down, cannot connect now), or the socket itself.
 * The pool opens new connections by itself once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error)
  if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true
  if (SOCKET_CODES.has(code)) return true
  const message = (error as CodedError | null)?.message
  return typeof message === 'string' && LOST_CONNECTION.test(message)
}
