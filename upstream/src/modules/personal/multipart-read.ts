import { PERSONAL_TEXT } from '@gaokao/contracts'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../../lib/api-error.js'

/**
 * The boundary parameter of a multipart content type, quoted or not, and not
 * empty: busboy throws without one, and reads `boundary=` as a body with no
 * parts at all, which would pass for an upload without a file.
 */
const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*(?:"[^"]+"|[^\s;"]+)/i

function hasClientStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500
}

/**
 * Runs `read` over the request's multipart body, refusing a body that cannot
 * be read as one with 400 上传的文件格式不正确 (docs/api-conventions.md,
 * "Hostile bodies"). busboy refuses such a body (no boundary, one the body
 * does not contain, a body cut short) with a plain Error that the error
 * handler would answer 500. Nothing else can fail inside `read`, which only
 * parses the client's bytes; the plugin's own refusals (too many parts, a
 * closed request) carry a 4xx status and keep it.
 */
export async function readingMultipart<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  if (!BOUNDARY_PARAMETER.test(request.headers['content-type'] ?? '')) {
    throw ApiError.badRequest(PERSONAL_TEXT.badUpload)
  }
  try {
    return await read()
  } catch (error) {
    if (hasClientStatus(error)) throw error
    request.log.info({ err: { message: (error as Partial<Error>).message } }, 'unreadable multipart body')
    throw ApiError.badRequest(PERSONAL_TEXT.badUpload)
  }
}
