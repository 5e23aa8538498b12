import {
  answerClientError,
  ERROR_TEXT,
  errorEnvelope,
  lingerIfBodyUnread,
  REQUEST_ID_HEADER,
  requestIdOf,
} from '@gaokao/contracts'
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import app from './app.js'
import type { UpstreamConfig } from './config.js'
import { type Clock, systemClock } from './lib/clock.js'
import { buildValidator } from './lib/validator.js'
import type { PaymentProvider } from './modules/membership/providers/provider.js'

/** Fastify options shared by the server and the tests. */
export function serverOptions(config: UpstreamConfig, logStream?: LogStream): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.token'], ...(logStream ? { stream: logStream } : {}) },
    // The bff's x-request-id when it looks like an id (the bff's own rule), so one id follows a request
    // through both logs (docs/bff-observability.md); Fastify's requestIdHeader would take any value unchecked.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // The first start seeds the dataset inside the database plugin: about 8 s, 20 s and more on a busy
    // two-core machine, past Fastify's 10 s default, which then aborts the boot.
    pluginTimeout: 180_000,
    ajv: {
      // errorMessage carries the glossary's Chinese text on a field schema; verbose lets the error handler read it.
      customOptions: { keywords: ['errorMessage'], verbose: true },
    },
    // Ajv as Fastify sets it up, refusing numbers that are not finite or past ±2^53 (lib/validator.ts).
    schemaController: { compilersFactory: { buildValidator } },
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

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write(line: string): void }

export interface BuildOptions {
  /** The clock every rule with a time limit reads; tests move it. */
  now?: Clock
  /**
   * Real payment providers (none ships: docs/payments.md, "Plugging in WeChat
   * Pay or Alipay"); the first makes new orders. Tests plug in one that takes money.
   */
  paymentProviders?: readonly PaymentProvider[]
  logStream?: LogStream
}

export async function buildUpstream(config: UpstreamConfig, options: BuildOptions = {}) {
  const instance = Fastify(serverOptions(config, options.logStream))
  instance.decorate('now', options.now ?? systemClock)
  instance.decorate('paymentProviders', options.paymentProviders ?? [])
  // Answered with the id its log lines carry, so the bff or a support request can quote it.
  instance.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
  // An answer sent before the body has arrived (413) must reach a client still sending it (contracts lingering-close.ts).
  instance.addHook('onSend', (request, _reply, payload, done) => {
    lingerIfBodyUnread(request.raw)
    done(null, payload)
  })
  await instance.register(app, config)
  return instance
}

declare module 'fastify' {
  interface FastifyInstance {
    now: Clock
    paymentProviders: readonly PaymentProvider[]
  }
}
