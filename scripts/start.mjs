/** npm start: build what is missing, then run the embedded upstream and the bff. Ctrl-C stops both. */
import { startServices } from './lib/services.mjs'

await import('./build.mjs')
const { port, upstreamUrl } = await startServices()
console.log(`\n高考志愿填报规划 is running: http://localhost:${port}  (upstream ${upstreamUrl}; Ctrl-C stops it)\n`)
