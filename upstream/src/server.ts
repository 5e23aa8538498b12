import { ConfigError, listenFailure } from '@gaokao/contracts'
import { buildUpstream } from './build.js'
import { listenVariables, loadConfig } from './config.js'

/**
 * A setting the upstream cannot run with stops it with one line naming the
 * variable and what it allows, no stack, exit 1 (docs/configuration.md).
 * Anything else is a bug and keeps its stack.
 */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}

async function start() {
  const config = loadConfig()
  const upstream = await buildUpstream(config)

  let closing = false
  async function close(signal: string) {
    if (closing) return
    closing = true
    upstream.log.info({ signal }, 'closing')
    await upstream.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void close('SIGINT'))
  process.on('SIGTERM', () => void close('SIGTERM'))

  try {
    await upstream.listen({ host: config.HOST, port: config.PORT })
  } catch (error) {
    throw listenFailure(error, { host: config.HOST, port: config.PORT, ...listenVariables() }) ?? error
  }
}

await start().catch(refuseToStart)
