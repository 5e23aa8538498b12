import { buildBff } from './build.js'
import { loadConfig } from './config.js'

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

await bff.listen({ host: config.HOST, port: config.PORT })
