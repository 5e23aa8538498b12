import { buildUpstream } from './build.js'
import { loadConfig } from './config.js'

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

await upstream.listen({ host: config.HOST, port: config.PORT })
