/** npm run dev: the upstream and the bff as in npm start, plus Vite with hot reload proxying the API to the bff. */
import { spawn } from 'node:child_process'
import { root } from './lib/paths.mjs'
import { run } from './lib/run.mjs'
import { startServices } from './lib/services.mjs'

await run('npx', ['tsc', '-b', 'contracts', 'upstream', 'bff'])
const { port, stop } = await startServices({ webDist: '' })
const vite = spawn('npm', ['run', 'dev', '-w', 'web'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BFF_URL: `http://127.0.0.1:${port}` },
})
vite.on('exit', (code) => void stop(code ?? 0))
