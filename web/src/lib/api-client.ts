import {
  apiPath,
  type BodyOf,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  type DataOf,
  type Endpoint,
  ERROR_TEXT,
  isEnvelope,
  MESSAGE_TEXT,
  queryUrl,
  REQUEST_TIMEOUT_MS,
  RETRYABLE_STATUSES,
} from '@gaokao/contracts'
import { showMessage } from '../stores/messages'

/** A call that did not succeed: the envelope's code and msg, or the HTTP status and a default text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface CallOptions {
  /** Do not show the error toast (the caller shows its own message). */
  silent?: boolean
  signal?: AbortSignal
}

export interface RequestOptions extends CallOptions {
  method?: string
  body?: unknown
}

const RETRYABLE = new Set(RETRYABLE_STATUSES)
const IDEMPOTENT = new Set(['GET', 'HEAD'])

/** Calls one /api/v1 contract: typed body in, typed data out. */
export function call<E extends Endpoint>(endpoint: E, body?: BodyOf<E>, options: CallOptions = {}): Promise<DataOf<E>> {
  return request<DataOf<E>>(apiPath(endpoint), { ...options, method: endpoint.method, body: body ?? {} })
}

/**
 * The site's HTTP client (docs/spec-rules.md, Calls and Errors): POST by default, 20 s timeout, the
 * SPA's custom header on every call, GET retried once on the spec's statuses,
 * code != 0 -> an error toast with the server's msg, a thrown failure -> its
 * message or 请求错误, file answers returned as they are.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'POST').toUpperCase()
  try {
    return await parse<T>(await send(url, method, options))
  } catch (error) {
    // The caller cancelled (navigation, unmount): nothing to tell the user.
    if (errorName(error) === 'AbortError') throw error
    const failure = toApiError(error)
    if (!options.silent) showMessage('error', failure.message)
    throw failure
  }
}

async function send(url: string, method: string, options: RequestOptions): Promise<Response> {
  const isRead = IDEMPOTENT.has(method)
  const target = isRead ? queryUrl(url, options.body as object | undefined) : url
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE, accept: 'application/json', 'content-type': 'application/json' },
    body: isRead ? null : JSON.stringify(options.body ?? {}),
  }
  const attempt = () => fetch(target, { ...init, signal: withTimeout(options.signal) })
  if (!isRead) return attempt()
  try {
    const first = await attempt()
    if (!RETRYABLE.has(first.status)) return first
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
  }
  return attempt()
}

async function parse<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) {
    if (response.ok) return (await response.blob()) as T
    throw new ApiError(MESSAGE_TEXT.requestError, response.status, response.status)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!isEnvelope(body)) throw new ApiError(MESSAGE_TEXT.requestError, response.status, response.status)
  if (body.code !== 0 || !response.ok) {
    throw new ApiError(body.msg || MESSAGE_TEXT.requestError, body.code || response.status, response.status)
  }
  return body.data as T
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (errorName(error) === 'TimeoutError') {
    return new ApiError(ERROR_TEXT.upstreamTimeout, 504, 0)
  }
  const message = error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : undefined
  return new ApiError(message ?? MESSAGE_TEXT.requestError, 0, 0)
}

/** By name, not class: fetch throws DOMExceptions from whichever realm made it. */
function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { name?: string }).name : undefined
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  return signal ? AbortSignal.any([signal, timeout]) : timeout
}
