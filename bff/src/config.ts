import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, ListenHost, LogLevel, NodeEnv, REQUEST_TIMEOUT_MS, readEnv } from '@gaokao/contracts'
import Type, { type Static } from 'typebox'
import {
  ALLOWED_ORIGINS_ALLOWED,
  isFieldList,
  isOriginList,
  isRedisUrl,
  isServiceOrigin,
  isTrustProxyList,
  isWebDist,
  REDIS_URL_ALLOWED,
  TRUST_PROXY_ALLOWED,
  UPSTREAM_URL_ALLOWED,
  VOLATILE_FIELDS_ALLOWED,
  WEB_DIST_ALLOWED,
} from './config-rules.js'

export { listOf } from './config-rules.js'

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))

const ConfigSchema = Type.Object({
  HOST: ListenHost('0.0.0.0'),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  UPSTREAM_URL: Type.Refine(
    Type.String({ default: 'http://127.0.0.1:3100', allowed: UPSTREAM_URL_ALLOWED }),
    isServiceOrigin,
  ),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1, default: REQUEST_TIMEOUT_MS }),
  UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, default: 64 }),
  UPSTREAM_MODE: Type.Union([Type.Literal('live'), Type.Literal('record'), Type.Literal('replay')], {
    default: 'live',
    description: 'record and replay are for QA and refused when NODE_ENV=production',
  }),
  CASSETTE_DIR: Type.String({ default: '', description: 'where HAR cassettes live; required to record or replay' }),
  CASSETTE_NAME: Type.String({
    pattern: '^[\\w.-]+$',
    allowed: 'a file name of letters, digits, _ . and - (no folder)',
    default: 'default',
    description: 'the scenario: the cassette is CASSETTE_DIR/CASSETTE_NAME.har',
  }),
  CASSETTE_LATENCY: Type.Union([Type.Literal('recorded'), Type.Literal('none')], {
    default: 'recorded',
    description: 'replay waits as long as the recorded call took, or answers at once',
  }),
  CASSETTE_VOLATILE_FIELDS: Type.Refine(
    Type.String({
      default: '_t,_,timestamp,nonce',
      allowed: VOLATILE_FIELDS_ALLOWED,
      description: 'query and body fields left out of the match key (cache busters, timestamps)',
    }),
    isFieldList,
  ),
  WEB_DIST: Type.Refine(
    Type.String({
      default: DEFAULT_WEB_DIST,
      allowed: WEB_DIST_ALLOWED,
      description: 'the built SPA; empty to serve none',
    }),
    isWebDist(DEFAULT_WEB_DIST),
  ),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1024 * 1024 }),
  TRUST_PROXY: Type.Refine(
    Type.String({
      default: '',
      allowed: TRUST_PROXY_ALLOWED,
      description: 'addresses or CIDRs of the gateway whose X-Forwarded-* headers are believed; empty trusts none',
    }),
    isTrustProxyList,
  ),
  ALLOWED_ORIGINS: Type.Refine(
    Type.String({
      default: '',
      allowed: ALLOWED_ORIGINS_ALLOWED,
      description: 'origins allowed to send unsafe requests, comma-separated; empty allows the same origin only',
    }),
    isOriginList,
  ),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    default: 72_000,
    description: "must outlast the gateway's idle timeout (usually 60 s) so the gateway never reuses a closed socket",
  }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 0, default: 30_000 }),
  CACHE_MAX_ENTRIES: Type.Integer({ minimum: 1, default: 1000 }),
  CACHE_MAX_BYTES: Type.Integer({ minimum: 1024, default: 64 * 1024 * 1024 }),
  CACHE_TTL_JITTER: Type.Number({ minimum: 0, maximum: 0.5, default: 0.1 }),
  SHED_MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, default: 1000, description: '0 disables' }),
  SHED_MAX_EVENT_LOOP_UTILIZATION: Type.Number({ minimum: 0, maximum: 1, default: 0, description: '0 disables' }),
  SHED_MAX_HEAP_BYTES: Type.Integer({ minimum: 0, default: 0, description: '0 disables' }),
  SHED_MAX_RSS_BYTES: Type.Integer({ minimum: 0, default: 0, description: '0 disables' }),
  SHED_SAMPLE_INTERVAL_MS: Type.Integer({
    minimum: 100,
    default: 1000,
    description:
      'how often pressure is measured; well above the 10 ms delay resolution, or an empty sample reads as infinite delay',
  }),
  CODE_SENDS_PER_ADDRESS_PER_HOUR: Type.Integer({
    minimum: 1,
    default: 30,
    description: 'verification codes one client address may request per hour (the upstream limits per phone too)',
  }),
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: Type.Integer({
    minimum: 1,
    default: 30,
    description:
      'failed password and code logins one client address may make per hour; successful ones do not count (docs/bff-login-limit.md)',
  }),
  REDIS_URL: Type.Refine(
    Type.String({
      default: '',
      allowed: REDIS_URL_ALLOWED,
      description:
        'the Redis the per-address limits are kept in, shared by every bff replica; empty keeps them in memory (docs/bff-limits-redis.md)',
    }),
    isRedisUrl,
  ),
  SERVE_SOURCE_MAPS: Type.Union([Type.Literal('on'), Type.Literal('off')], {
    default: 'off',
    description:
      "on serves the web build's source maps and names each script's in a SourceMap header; off answers them 404 (docs/source-maps.md)",
  }),
  ANTI_DEBUG: Type.Union([Type.Literal('on'), Type.Literal('off')], {
    default: 'off',
    description:
      'the development gate (docs/dev-gate.md): on sends pages to about:blank when devtools are detected, unless isDev is in the URL or localStorage gb-web-devUser equals DEV_USER',
  }),
  DEV_USER: Type.String({
    default: '',
    maxLength: 200,
    description: 'the devUser value that passes the gate; only its salted digest reaches browsers',
  }),
  LOG_LEVEL: LogLevel,
  NODE_ENV: NodeEnv,
})

export type BffConfig = Static<typeof ConfigSchema>

/** Rules across variables, checked at boot: a bad combination never starts. */
export function checkConfig(config: BffConfig): BffConfig {
  if (config.UPSTREAM_MODE !== 'live' && config.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration: UPSTREAM_MODE=${config.UPSTREAM_MODE} is for QA and refused in production (NODE_ENV=production); use live`,
    )
  }
  if (config.UPSTREAM_MODE !== 'live' && config.CASSETTE_DIR === '') {
    throw new ConfigError(
      `Invalid configuration: UPSTREAM_MODE=${config.UPSTREAM_MODE} needs CASSETTE_DIR, the folder of the cassettes`,
    )
  }
  return config
}

export function loadConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  const config = readEnv(ConfigSchema, env)
  // readEnv treats an empty variable as unset; for WEB_DIST empty is a choice of its own: serve the API only.
  if (env.WEB_DIST === '') config.WEB_DIST = ''
  return checkConfig(config)
}

export function cassetteFile(config: BffConfig): string {
  return join(config.CASSETTE_DIR, `${config.CASSETTE_NAME}.har`)
}
