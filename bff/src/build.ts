import {
  answerClientError,
  type Endpoint,
  ERROR_TEXT,
  errorEnvelope,
  lingerIfBodyUnread,
  requestIdOf,
} from '@gaokao/contracts'
import Fastify, { type FastifyReply, type FastifyServerOptions, LogController } from 'fastify'
import app from './app.js'
import { type BffConfig, checkConfig, listOf } from './config.js'
import { stdoutLogDestination } from './lib/log-destination.js'
import { bffLogger } from './lib/logger.js'
import { lazyChildLogger } from './lib/request-logger.js'
import { AJV_OPTIONS, buildValidator } from './lib/validator.js'

/** Secrets never reach the log (lib/log-redaction.ts). */
export { REDACTED } from './lib/log-redaction.js'

export interface BuildExtras {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
  /** The contracts the reference cache reads; tests pass their own. */
  endpoints?: readonly Endpoint[]
}

export function serverOptions(config: BffConfig, extras: BuildExtras = {}): FastifyServerOptions {
  return {
    // Our own pino instance (lib/logger.ts), written to a buffered stdout (lib/log-destination.ts): it costs less
    // CPU per line than pino.destination and still writes a quiet server's lines within 100 ms (docs/bff-observability.md).
    ...(config.LOG_LEVEL === 'silent'
      ? { logger: false }
      : { loggerInstance: bffLogger(config.LOG_LEVEL, extras.logStream ?? stdoutLogDestination()) }),
    // One access-log line per request (plugins/request-context.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The per-request child logger is made only when a request logs more than its access line.
    ...(config.LOG_LEVEL === 'silent' ? {} : { childLoggerFactory: lazyChildLogger }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    ajv: AJV_OPTIONS,
    // Ajv as Fastify sets it up, refusing numbers that are not finite or past ±2^53 (lib/validator.ts).
    schemaController: { compilersFactory: { buildValidator } },
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // A client slower than this to send its request is cut off (slowloris); the upstream timeout bounds the rest.
    requestTimeout: config.UPSTREAM_TIMEOUT_MS + 10_000,
    trustProxy: config.TRUST_PROXY === '' ? false : listOf(config.TRUST_PROXY),
    // Fastify would take the header unchecked; genReqId validates it instead.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // plugins/shutdown.ts answers with an envelope instead of Fastify's own 503 body.
    return503OnClosing: false,
    // A request Node cannot parse (a 20 kB header, Content-Length with chunked): the envelope, then the socket closes.
    clientErrorHandler: answerClientError,
    // A path Fastify cannot decode (/%ff) or with an over-long parameter: the Chinese envelope, not Fastify's English JSON.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400
      // Typed as generic over route schemas, which this answer has none of.
      const answer = reply as FastifyReply
      answer.code(status).type('application/json; charset=utf-8').send(errorEnvelope(status, ERROR_TEXT.badRequest))
    },
  }
}

export async function buildBff(config: BffConfig, extras: BuildExtras = {}) {
  const instance = Fastify(serverOptions(checkConfig(config), extras))
  // An answer sent before the body has arrived (413) must reach a client still sending it (contracts lingering-close.ts).
  instance.addHook('onSend', (request, _reply, payload, done) => {
    lingerIfBodyUnread(request.raw)
    done(null, payload)
  })
  await instance.register(app, { config, ...(extras.endpoints ? { endpoints: extras.endpoints } : {}) })
  return instance
}
