import { LogLevel, readEnv } from '@gaokao/contracts'
import Type, { type Static } from 'typebox'

const ConfigSchema = Type.Object({
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3100 }),
  DATA_DIR: Type.String({ default: '.data', description: 'where the SQLite database lives' }),
  DEMO_MODE: Type.Union([Type.Literal('on'), Type.Literal('off')], {
    default: 'off',
    description: 'demo SMS codes, demo accounts and the sandbox payment provider',
  }),
  PAY_SANDBOX_SECRET: Type.String({
    default: '',
    description: "the sandbox payment provider's HMAC key (demo mode); generated at start when empty; never logged",
  }),
  SERVICE_HOTLINE: Type.String({
    default: '',
    description: 'the free hotline for reporting data errors, shown in the footer (spec §1); empty when none',
  }),
  SERVICE_OPERATOR: Type.String({ default: '', description: "the operating company's name, shown in the footer" }),
  LOG_LEVEL: LogLevel,
  NODE_ENV: Type.String({ default: 'development' }),
})

export type UpstreamConfig = Static<typeof ConfigSchema>

export function loadConfig(env: Record<string, string | undefined> = process.env): UpstreamConfig {
  return readEnv(ConfigSchema, {
    ...env,
    HOST: env.UPSTREAM_HOST ?? env.HOST,
    PORT: env.UPSTREAM_PORT ?? env.PORT,
  })
}
