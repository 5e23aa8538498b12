import { randomUUID } from 'node:crypto'
import { REQUEST_ID_HEADER } from '@gaokao/contracts'
import Fastify, { type FastifyServerOptions } from 'fastify'
import app from './app.js'
import type { BffConfig } from './config.js'

/** The gateway's idle timeout is usually 60 s; keep-alive must outlast it or the gateway hits closed sockets. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/

export function serverOptions(config: BffConfig): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: {
              paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.token'],
              censor: '[已隐藏]',
            },
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    trustProxy: config.TRUST_PROXY === '' ? false : config.TRUST_PROXY.split(',').map((s) => s.trim()),
    requestIdHeader: REQUEST_ID_HEADER,
    // An incoming id is honoured only when it looks like one, so logs cannot be forged through it.
    genReqId: (req) => {
      const given = req.headers[REQUEST_ID_HEADER]
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID()
    },
    return503OnClosing: true,
  }
}

export async function buildBff(config: BffConfig) {
  const instance = Fastify(serverOptions(config))
  await instance.register(app, config)
  return instance
}
