// `npm run test:unit`: every workspace's tests and the root scripts', in two lanes side by side.
// The upstream's suite is the longest (it seeds and queries SQLite); the
// others run one after another beside it. On CI's two cores this saves
// minutes over running all four in a row (the 30-minute CI budget).
// Each workspace's output is buffered and printed whole, so logs stay
// readable; a failed workspace is printed last, because CI keeps only the
// tail of a long log and the failure is the part worth keeping.
import { spawn } from 'node:child_process'

const LANES = [['upstream'], ['contracts', 'bff', 'web', 'scripts']]

/** A workspace's tests, or the root's own scripts' (`npm run test:scripts`). */
const commandOf = (workspace) => (workspace === 'scripts' ? ['run', 'test:scripts'] : ['run', 'test', '-w', workspace])

function run(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', commandOf(workspace), { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      const ok = code === 0
      const report = `\n===== ${workspace}: tests ${ok ? 'passed' : `FAILED (exit ${code})`} =====\n${output}`
      // A passing workspace is printed at once (progress on a slow run).
      if (ok) process.stdout.write(report)
      resolve({ workspace, ok, report })
    })
  })
}

async function lane(workspaces) {
  const results = []
  for (const workspace of workspaces) results.push(await run(workspace))
  return results
}

const failed = (await Promise.all(LANES.map(lane))).flat().filter((result) => !result.ok)
for (const { report } of failed) process.stdout.write(report)
if (failed.length > 0) {
  console.error(`test:unit: failed in ${failed.map((result) => result.workspace).join(', ')} (see above)`)
  process.exit(1)
}
