import { ConfigError, listenFailure } from '@gaokao/contracts'
import { buildBff } from './build.js'
import { loadConfig } from './config.js'

/**
 * A setting the bff cannot run with stops it with one line naming the
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
  const bff = await buildBff(config)

  let closing = false
  /** Lets in-flight requests finish; a request that hangs past the timeout does not keep the process alive. */
  async function close(signal: string) {
    if (closing) return
    closing = true
    bff.log.info({ signal }, 'closing: finishing in-flight requests')
    setTimeout(() => {
      bff.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out: exiting with requests in flight')
      process.exit(1)
    }, config.SHUTDOWN_TIMEOUT_MS).unref()
    await bff.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void close('SIGINT'))
  process.on('SIGTERM', () => void close('SIGTERM'))

  try {
    await bff.listen({ host: config.HOST, port: config.PORT })
  } catch (error) {
    throw (
      listenFailure(error, { host: config.HOST, port: config.PORT, hostVariable: 'HOST', portVariable: 'PORT' }) ??
      error
    )
  }
}

await start().catch(refuseToStart)
