import { ListenHost, LogLevel, NodeEnv, readEnv } from '@gaokao/contracts'
import Type, { type Static } from 'typebox'
import {
  canHoldData,
  DATA_DIR_ALLOWED,
  DATABASE_URL_ALLOWED,
  HOTLINE_PATTERN,
  isPostgresUrl,
  isSandboxSecret,
  OPERATOR_PATTERN,
  PAY_SANDBOX_SECRET_ALLOWED,
  SERVICE_HOTLINE_ALLOWED,
  SERVICE_OPERATOR_ALLOWED,
} from './config-rules.js'

const ConfigSchema = Type.Object({
  HOST: ListenHost('127.0.0.1'),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3100 }),
  DATA_DIR: Type.Refine(
    Type.String({ default: '.data', allowed: DATA_DIR_ALLOWED, description: 'where the SQLite database lives' }),
    canHoldData,
  ),
  DATABASE_URL: Type.Refine(
    Type.String({
      default: '',
      allowed: DATABASE_URL_ALLOWED,
      description:
        'the PostgreSQL that keeps user state (accounts, tables, orders …) for every replica; empty keeps it in the SQLite file (docs/user-store.md)',
    }),
    isPostgresUrl,
  ),
  DEMO_MODE: Type.Union([Type.Literal('on'), Type.Literal('off')], {
    default: 'off',
    description: 'demo SMS codes, demo accounts and the sandbox payment provider',
  }),
  PAY_SANDBOX_SECRET: Type.Refine(
    Type.String({
      default: '',
      allowed: PAY_SANDBOX_SECRET_ALLOWED,
      description: "the sandbox payment provider's HMAC key (demo mode); generated at start when empty; never logged",
    }),
    isSandboxSecret,
  ),
  SERVICE_HOTLINE: Type.Refine(
    Type.String({
      default: '',
      allowed: SERVICE_HOTLINE_ALLOWED,
      description: 'the free hotline for reporting data errors, shown in the footer (docs/hotline.md); empty when none',
    }),
    (value) => value === '' || new RegExp(HOTLINE_PATTERN).test(value),
  ),
  SERVICE_OPERATOR: Type.Refine(
    Type.String({
      default: '',
      allowed: SERVICE_OPERATOR_ALLOWED,
      description: "the operating company's name, shown in the footer",
    }),
    (value) => value === '' || new RegExp(OPERATOR_PATTERN).test(value),
  ),
  LOG_LEVEL: LogLevel,
  NODE_ENV: NodeEnv,
})

export type UpstreamConfig = Static<typeof ConfigSchema>

/** Which of the two names each listen setting was read from: UPSTREAM_HOST and UPSTREAM_PORT win over HOST and PORT. */
export function listenVariables(env: Record<string, string | undefined> = process.env) {
  return {
    hostVariable: env.UPSTREAM_HOST ? 'UPSTREAM_HOST' : 'HOST',
    portVariable: env.UPSTREAM_PORT ? 'UPSTREAM_PORT' : 'PORT',
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): UpstreamConfig {
  const { hostVariable, portVariable } = listenVariables(env)
  return readEnv(
    ConfigSchema,
    { ...env, HOST: env[hostVariable], PORT: env[portVariable] },
    { names: { HOST: hostVariable, PORT: portVariable } },
  )
}
