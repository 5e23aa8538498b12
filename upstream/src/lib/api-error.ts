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

  /** A business rule said no (contracts' REFUSAL_CODE): HTTP 200, code != 0. */
  static refuse(code: number, message: string): ApiError {
    return new ApiError(200, code, message)
  }

  static unauthorized(message: string): ApiError {
    return new ApiError(401, ERROR_CODE.unauthorized, message)
  }

  static tooManyRequests(message: string): ApiError {
    return new ApiError(429, ERROR_CODE.tooManyRequests, message)
  }
}
