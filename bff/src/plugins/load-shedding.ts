import underPressure, { type FastifyUnderPressureOptions as UnderPressureOptions } from '@fastify/under-pressure'
import { ERROR_CODE, ERROR_TEXT, errorEnvelope } from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Gauge } from '../lib/metrics/registry.js'

type PressureHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  value: number | undefined,
) => unknown

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route override; the probes use it to stay answerable under load. */
    pressureHandler?: PressureHandler
  }
}

export interface LoadSheddingOptions {
  maxEventLoopDelayMs: number
  maxEventLoopUtilization: number
  maxHeapBytes: number
  maxRssBytes: number
  sampleIntervalMs: number
}

const RETRY_AFTER_SECONDS = 5
const OVERLOADED = JSON.stringify(errorEnvelope(ERROR_CODE.unavailable, ERROR_TEXT.overloaded))

/** Route config for routes that must answer even under pressure (health probes, metrics). */
export const NOT_SHED = { pressureHandler: () => undefined } as const

/**
 * Load shedding: when the event loop lags (or memory passes a limit), new
 * requests get a 503 envelope with Retry-After at once instead of queueing
 * behind work the process cannot finish in time.
 */
export default fp<LoadSheddingOptions>(
  async (app: FastifyInstance, options) => {
    const { shedRequests } = app.metrics
    const shed: PressureHandler = (request, reply, type) => {
      shedRequests.inc([type])
      request.log.warn({ type, usage: app.memoryUsage() }, 'shedding load')
      reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).type('application/json; charset=utf-8')
      // under-pressure sends a returned value and stops the request; undefined would let it through.
      return OVERLOADED
    }
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.maxEventLoopUtilization,
      maxHeapUsedBytes: options.maxHeapBytes,
      maxRssBytes: options.maxRssBytes,
      sampleInterval: options.sampleIntervalMs,
      retryAfter: RETRY_AFTER_SECONDS,
      // Its types say void, but the plugin sends whatever the handler returns (index.js, handlePressure).
      pressureHandler: shed as UnderPressureOptions['pressureHandler'],
    })
    app.metrics.registry.register(
      new Gauge('bff_under_pressure', '1 while the bff sheds load, else 0', [], () => [
        [[], app.isUnderPressure() ? 1 : 0],
      ]),
    )
  },
  { name: 'load-shedding', dependencies: ['metrics'] },
)
