// `npm run test:unit`: every workspace's tests and the root scripts', in two lanes side by side.
// The upstream's suite is the longest (it seeds and queries SQLite); the
// others run one after another beside it. On CI's two cores this saves
// minutes over running all four in a row (the 30-minute CI budget).
//
// `--e2e` (`npm test`, CI): the end-to-end suite gets a lane of its own and
// the unit suites share the other, one after another. The end-to-end suite
// drives one browser against one stack, a file at a time, and leaves much
// of a core idle while pages render and answer; the unit suites fill it
// instead of running before it. One unit lane, not two, so the browser
// never competes with more than one suite (docs/testing.md, CI time).
//
// Each suite's output is buffered and printed whole, so logs stay
// readable; a failed suite is printed last, because CI keeps only the
// tail of a long log and the failure is the part worth keeping.
import { spawn } from 'node:child_process'

// `upstream-pg`: the upstream's user-data tests again with user state in
// PostgreSQL (docs/testing.md, The PostgreSQL run); beside the upstream's
// own run, not after it, as the shorter lane has room for it.
const UNIT_LANES = [['upstream'], ['contracts', 'bff', 'web', 'upstream-pg', 'scripts']]
const LANES = process.argv.includes('--e2e') ? [['e2e'], UNIT_LANES.flat()] : UNIT_LANES

/** A workspace's tests, the root's own scripts' (`npm run test:scripts`), the upstream's PostgreSQL run or the end-to-end suite's. */
function commandOf(suite) {
  if (suite === 'scripts') return ['run', 'test:scripts']
  if (suite === 'e2e') return ['run', 'test:e2e']
  if (suite === 'upstream-pg') return ['run', 'test:pg:user', '-w', 'upstream']
  return ['run', 'test', '-w', suite]
}

function run(suite) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', commandOf(suite), { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      const ok = code === 0
      const seconds = Math.round((Date.now() - started) / 1000)
      const report = `\n===== ${suite}: tests ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s =====\n${output}`
      // A passing suite is printed at once (progress on a slow run).
      if (ok) process.stdout.write(report)
      resolve({ suite, ok, report })
    })
  })
}

async function lane(suites) {
  const results = []
  for (const suite of suites) results.push(await run(suite))
  return results
}

const failed = (await Promise.all(LANES.map(lane))).flat().filter((result) => !result.ok)
for (const { report } of failed) process.stdout.write(report)
if (failed.length > 0) {
  console.error(`test:unit: failed in ${failed.map((result) => result.suite).join(', ')} (see above)`)
  process.exit(1)
}
