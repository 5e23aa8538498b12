import { buildBff } from './build.js'
import { loadConfig } from './config.js'

const config = loadConfig()
const bff = await buildBff(config)

let closing = false
async function close(signal: string) {
  if (closing) return
  closing = true
  bff.log.info({ signal }, 'closing: finishing in-flight requests')
  await bff.close()
  process.exit(0)
}
process.on('SIGINT', () => void close('SIGINT'))
process.on('SIGTERM', () => void close('SIGTERM'))

await bff.listen({ host: config.HOST, port: config.PORT })
