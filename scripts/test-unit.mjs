// `npm run test:unit`: every workspace's tests, in two lanes side by side.
// The upstream's suite is the longest (it seeds and queries SQLite); the
// others run one after another beside it. On CI's two cores this saves
// minutes over running all four in a row (the 30-minute CI budget).
// Each lane's output is buffered and printed whole, so logs stay readable.
import { spawn } from 'node:child_process'

const LANES = [['upstream'], ['contracts', 'bff', 'web']]

function run(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'test', '-w', workspace], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      process.stdout.write(
        `\n===== ${workspace}: tests ${code === 0 ? 'passed' : `FAILED (exit ${code})`} =====\n${output}`,
      )
      resolve(code === 0)
    })
  })
}

async function lane(workspaces) {
  let ok = true
  for (const workspace of workspaces) ok = (await run(workspace)) && ok
  return ok
}

const results = await Promise.all(LANES.map(lane))
if (results.includes(false)) {
  console.error('test:unit: some workspace failed (see above)')
  process.exit(1)
}
