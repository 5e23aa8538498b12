import { createHash } from 'node:crypto'
import { CLIENT_CONFIG_PATH, type ClientConfig, DEV_USER_DIGEST_SALT, okEnvelope } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'

export interface ClientConfigOptions {
  antiDebug: boolean
  devUser: string
}

/** The salted digest of the devUser value: what the SPA compares its stored value's digest with. */
export function devUserDigest(devUser: string): string | null {
  return devUser === ''
    ? null
    : createHash('md5')
        .update(DEV_USER_DIGEST_SALT + devUser)
        .digest('hex')
}

/**
 * GET /bff/clientConfig: the operator's settings the SPA reads at start
 * (contracts/src/bff/client-config.ts), today the development gate
 * (docs/dev-gate.md). Answered from memory; no-store like every /bff answer.
 */
export default async function clientConfigRoutes(app: FastifyInstance, options: ClientConfigOptions): Promise<void> {
  const config: ClientConfig = { antiDebug: options.antiDebug, devUserDigest: devUserDigest(options.devUser) }
  if (config.antiDebug && config.devUserDigest === null) {
    app.log.warn('ANTI_DEBUG=on without DEV_USER: only isDev in the URL passes the development gate')
  }
  const answer = okEnvelope(config)
  app.get(CLIENT_CONFIG_PATH, async () => answer)
}
