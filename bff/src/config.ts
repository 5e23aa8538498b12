import { fileURLToPath } from 'node:url'
import { REQUEST_TIMEOUT_MS, readEnv } from '@gaokao/contracts'
import Type, { type Static } from 'typebox'

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))

const ConfigSchema = Type.Object({
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  UPSTREAM_URL: Type.String({ pattern: '^https?://[^/]+/?$', default: 'http://127.0.0.1:3100' }),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1, default: REQUEST_TIMEOUT_MS }),
  UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, default: 64 }),
  WEB_DIST: Type.String({ default: DEFAULT_WEB_DIST, description: 'the built SPA; empty to serve none' }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1024 * 1024 }),
  TRUST_PROXY: Type.String({
    default: '',
    description: 'addresses or CIDRs of the gateway whose X-Forwarded-* headers are believed; empty trusts none',
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  NODE_ENV: Type.String({ default: 'development' }),
})

export type BffConfig = Static<typeof ConfigSchema>

export function loadConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  return readEnv(ConfigSchema, env)
}
