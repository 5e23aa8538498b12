/** npm run dev: the upstream and the bff as in npm start, plus Vite with hot reload proxying the API to the bff. */
import { devPort, startVite } from './lib/dev-server.mjs'
import { run } from './lib/run.mjs'
import { startServices } from './lib/services.mjs'

// Read before anything starts: a bad DEV_PORT stops here with one line, not after the services are up.
let port
try {
  port = devPort()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
await run('npx', ['tsc', '-b', 'contracts', 'upstream', 'bff'])
const services = await startServices({ webDist: '' })
try {
  const vite = await startVite({ port, bffUrl: `http://127.0.0.1:${services.port}` })
  vite.child.on('exit', (code) => void services.stop(code ?? 0))
  // However the services stop (Ctrl-C, SIGTERM, one of them dying), Vite stops with them.
  process.once('exit', () => vite.child.kill('SIGTERM'))
  console.log(`\n高考志愿填报规划 (dev): ${vite.url}  (bff :${services.port}, upstream ${services.upstreamUrl})\n`)
} catch (error) {
  console.error(error.message)
  await services.stop(1)
}
