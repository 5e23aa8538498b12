import {
  ACCOUNT_TEXT,
  apiPath,
  ERROR_CODE,
  ERROR_TEXT,
  errorEnvelope,
  getUserInfo,
  logout,
  okEnvelope,
  SESSION_ISSUING_PATHS,
  SESSION_PATHS,
  sendVerifyCode,
} from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isPlainObject } from '../lib/canonical-json.js'
import { rawJsonBody } from '../lib/json-body.js'
import { admission, STORE_DOWN_ENVELOPE } from '../lib/limits/admission.js'
import { GUESSABLE_LOGIN_PATHS } from '../lib/login-limit.js'
import { clearSessionCookie, setSessionCookie } from '../lib/session-cookie.js'
import { isSessionRefused, isUsableToken, sessionTokenOf } from '../lib/session-token.js'
import { readBody } from '../lib/upstream/body.js'
import { forwardedRequest, relay } from '../lib/upstream/forward.js'
import type { UpstreamResponse } from '../lib/upstream/types.js'
import { envelopeOf } from '../lib/upstream-answer.js'

/**
 * The login session, kept out of the browser's JavaScript (docs/csrf.md): login
 * and registration answers have data.token moved into an httpOnly cookie and
 * removed from the body; /bff/logout revokes the upstream token and clears
 * the cookie; /bff/session says whether the upstream still accepts the
 * session cookie (docs/bff-session-check.md).
 */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, rawJsonBody)
  const { codeSends: sendLimit, logins: loginLimit } = app.limits

  for (const path of SESSION_ISSUING_PATHS) {
    const limited = GUESSABLE_LOGIN_PATHS.has(path)
    app.post(`/api/v1${path}`, async (request, reply) => {
      // Counted before the call, atomically: a parallel burst cannot all pass while answers are on their way.
      const admitted = limited ? await admission(loginLimit.reserve(request.ip)) : 'allowed'
      if (admitted === 'store-down') return refuseStoreDown(app, reply, 'login')
      if (admitted === 'over-limit') {
        request.log.info('login refused: address over its hourly limit of failed logins')
        return reply.code(429).send(errorEnvelope(ERROR_CODE.tooManyRequests, ACCOUNT_TEXT.loginTooManyAttempts))
      }
      const answer = await callUpstream(app, request, request.url, request.body as Buffer | undefined).catch(
        async (error: unknown) => {
          if (limited) await loginLimit.unanswered(request.ip)
          throw error
        },
      )
      const envelope = envelopeOf(answer.body)
      const token = envelope?.code === 0 ? (envelope.data as { token?: unknown } | null)?.token : undefined
      const loggedIn = typeof token === 'string' && token !== ''
      if (limited) await loginLimit.settle(request.ip, { status: answer.status, loggedIn })
      if (!loggedIn) return relay(answer, reply)
      if (!isUsableToken(token)) {
        // A cookie the bff would ignore on the next call: the login would seem to work, then not.
        request.log.error({ tokenLength: token.length }, 'the upstream issued a token the session cookie cannot carry')
        return reply.code(502).send(errorEnvelope(ERROR_CODE.badGateway, ERROR_TEXT.upstreamUnavailable))
      }
      setSessionCookie(request, reply, token)
      // The browser learns that it is logged in, never the token itself.
      return reply.code(answer.status).send(okEnvelope({}, envelope?.msg))
    })
  }

  app.post(apiPath(sendVerifyCode), async (request, reply) => {
    const admitted = await admission(sendLimit.take(request.ip))
    if (admitted === 'store-down') return refuseStoreDown(app, reply, 'code-send')
    if (admitted === 'over-limit') {
      request.log.info('verification code refused: address over its hourly limit')
      return reply.code(429).send(errorEnvelope(ERROR_CODE.tooManyRequests, ERROR_TEXT.tooManyRequests))
    }
    return relay(await callUpstream(app, request, request.url, request.body as Buffer | undefined), reply)
  })

  app.get(SESSION_PATHS.session, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const token = sessionTokenOf(request)
    if (token === undefined) return okEnvelope({ loggedIn: false })
    // A cookie is no session until the upstream accepts its token; the user info call is one indexed lookup
    // (docs/bff-session-check.md). An upstream that does not answer logs nobody out.
    const answer = await callUpstream(app, request, apiPath(getUserInfo), EMPTY_BODY, token).catch((error: unknown) => {
      request.log.warn({ err: error }, 'session check failed; keeping the cookie')
      return undefined
    })
    if (answer !== undefined && isSessionRefused(answer.status)) {
      clearSessionCookie(reply)
      return okEnvelope({ loggedIn: false })
    }
    // The profile the check fetched anyway: the SPA's first paint waits for it, one round trip sooner.
    const envelope = answer?.status === 200 ? envelopeOf(answer.body) : undefined
    const profile = envelope?.code === 0 && isPlainObject(envelope.data) ? envelope.data : undefined
    return okEnvelope(profile === undefined ? { loggedIn: true } : { loggedIn: true, profile })
  })

  app.post(SESSION_PATHS.logout, async (request, reply) => {
    const token = sessionTokenOf(request)
    if (token !== undefined) {
      // Revoke upstream first; the cookie goes whatever the upstream says, so the browser is logged out either way.
      await callUpstream(app, request, apiPath(logout), EMPTY_BODY, token).catch((error: unknown) => {
        request.log.warn({ err: error }, 'upstream logout failed; clearing the cookie anyway')
      })
    }
    clearSessionCookie(reply)
    reply.header('cache-control', 'no-store')
    return okEnvelope({ loggedIn: false })
  })
}

/** A limited call the limit store could not vouch for: refused, and counted on /metrics. */
function refuseStoreDown(app: FastifyInstance, reply: FastifyReply, limit: 'login' | 'code-send') {
  app.metrics.limitStoreRefusals.inc([limit])
  return reply.code(503).send(STORE_DOWN_ENVELOPE)
}

/** The body of the bff's own session calls, which take no fields. */
const EMPTY_BODY = Buffer.from('{}')

/**
 * A POST to the upstream, forwarded as the proxy forwards (lib/upstream/forward.ts),
 * its answer read whole: the session routes look into it before the browser
 * sees it. A missing body is an empty object, as the contracts' calls take.
 */
async function callUpstream(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  body: Buffer | undefined,
  token?: string,
): Promise<UpstreamResponse & { body: Buffer }> {
  const call = forwardedRequest(request, { method: 'POST', path, body: body ?? EMPTY_BODY, token })
  const answer = await app.upstream.request(call)
  return { ...answer, body: await readBody(answer.body) }
}
