/**
 * npm run test:cluster: the site scaled out on real engines (docs/cluster.md).
 * PostgreSQL, Redis, two upstream replicas, two bffs and nginx on loopback;
 * one `ok`/`not ok` line per check, then `cluster: <n> checks passed, <f> failed`.
 * Exit 0 only when nothing failed. Builds and installs nothing.
 */
import { paymentOnce } from './checks/payment-once.mjs'
import { sharedLimits } from './checks/shared-limits.mjs'
import { sharedSession } from './checks/shared-session.mjs'
import { upstreamKill } from './checks/upstream-kill.mjs'
import { reporter } from './report.mjs'
import { startCluster } from './stack.mjs'

const report = reporter()
const why = (error) => (error instanceof Error ? error.message : String(error))

let cluster
try {
  cluster = await startCluster()
  report.check('the cluster starts: PostgreSQL, Redis, two upstreams, two bffs, nginx', true)
} catch (error) {
  report.fail('the cluster starts: PostgreSQL, Redis, two upstreams, two bffs, nginx', why(error))
}

if (cluster) {
  // Each step needs the one before: the student, then the paid order.
  const steps = [
    ['one session on both replicas', () => sharedSession(cluster, report)],
    ['limits shared through Redis', (student) => sharedLimits(cluster, report, student).then(() => student)],
    ['payment settled once', async (student) => ({ student, orderNo: await paymentOnce(cluster, report, student) })],
    [
      'an upstream replica killed',
      ({ student, orderNo }) =>
        orderNo === undefined
          ? report.fail('an upstream replica killed', 'no paid order to read during the kill')
          : upstreamKill(cluster, report, student, orderNo),
    ],
  ]
  let carried
  for (const [name, step] of steps) {
    try {
      carried = await step(carried)
    } catch (error) {
      report.fail(name, why(error))
      break
    }
  }
  await cluster.stop()
}

console.log(report.summary())
process.exitCode = report.failed() === 0 ? 0 : 1
