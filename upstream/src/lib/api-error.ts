import { ERROR_CODE } from '@gaokao/contracts'

/**
 * A refusal the client should see: an HTTP status, an envelope code and a
 * Chinese message. Anything else thrown in a handler is a 500 whose details
 * stay in the log.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  static badRequest(message: string): ApiError {
    return new ApiError(400, ERROR_CODE.badRequest, message)
  }

  static notFound(message: string): ApiError {
    return new ApiError(404, ERROR_CODE.notFound, message)
  }
}
