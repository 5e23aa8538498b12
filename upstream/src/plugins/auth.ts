import { ACCOUNT_TEXT, ERROR_TEXT, TOKEN_HEADER } from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../lib/api-error.js'
import { Sessions } from '../modules/account/sessions.js'

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions
    authenticate: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    /** The logged-in user, set by authenticate for calls whose contract needs one. */
    userId?: number
    /** The token the request carried, for logout. */
    sessionToken?: string
  }
}

/** Resolves the `token` header (docs/spec-rules.md, Calls) to a user; calls for users answer 401 without a valid one. */
export default fp(
  async (app: FastifyInstance) => {
    const sessions = new Sessions(app.userDb, app.now)
    app.decorate('sessions', sessions)
    app.decorateRequest('userId', undefined)
    app.decorateRequest('sessionToken', undefined)
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = request.headers[TOKEN_HEADER]
      if (typeof token !== 'string' || token === '') throw ApiError.unauthorized(ERROR_TEXT.unauthorized)
      const userId = await sessions.userOf(token)
      if (userId === undefined) throw ApiError.unauthorized(ACCOUNT_TEXT.sessionExpired)
      request.userId = userId
      request.sessionToken = token
    })
  },
  { name: 'auth', dependencies: ['user-db'] },
)
