import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { apiPath, getUserInfo, paySandboxConfirm, preCreatePc } from '@gaokao/contracts'
import { codeOf } from '../client.mjs'
import { tally } from '../report.mjs'

const CONFIRMATIONS = 20

/**
 * One number from the cluster's PostgreSQL, with the server's own psql.
 * The SQL holds only values this check made (digits, an order number).
 */
export function sqlNumber(postgres, sql) {
  const args = ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'gaokao', '-d', 'gaokao', '-tA', '-c', sql]
  return Number(execFileSync(join(postgres.bin, 'psql'), args, { encoding: 'utf8' }).trim())
}

/**
 * One order confirmed 20 times at once, half through each replica (bff A
 * to upstream A, bff B to upstream B): every confirmation answers "paid",
 * and PostgreSQL holds exactly one grant and one paid order for it.
 */
export async function paymentOnce(cluster, report, student) {
  const { a, b, phone } = student
  const created = await a.post(apiPath(preCreatePc), {
    productCode: 'vip',
    idempotencyKey: `cluster-${randomBytes(8).toString('hex')}`,
  })
  const orderNo = created.json?.data?.orderNo
  if (codeOf(created) !== 0 || typeof orderNo !== 'string') {
    report.fail('an order through replica A', `${codeOf(created)} ${created.json?.msg ?? created.text.slice(0, 200)}`)
    return undefined
  }
  const answers = await Promise.all(
    Array.from({ length: CONFIRMATIONS }, (_, i) =>
      (i % 2 === 0 ? a : b).post(apiPath(paySandboxConfirm), { orderNo, action: 'pay' }),
    ),
  )
  const confirmPath = apiPath(paySandboxConfirm)
  const reached = ['a', 'b'].map(
    (side, i) =>
      cluster.gateway
        .apiLog(side)
        .filter((line) => line.endsWith(` POST ${confirmPath}`))
        .filter((line) => line.startsWith(`${new URL(cluster.upstreams[i].url).host} `)).length,
  )
  const outcomes = answers.map((r) => (codeOf(r) === 0 ? r.json.data.status : `${codeOf(r)} ${r.json?.msg ?? ''}`))
  const userId = `(SELECT id FROM users WHERE phone = '${phone}')`
  const grants = sqlNumber(cluster.postgres, `SELECT count(*) FROM member_grants WHERE user_id = ${userId}`)
  const paid = sqlNumber(
    cluster.postgres,
    `SELECT count(*) FROM pay_orders WHERE user_id = ${userId} AND order_no = '${orderNo}' AND status = 'paid'`,
  )
  report.check(
    `${CONFIRMATIONS} concurrent payment confirmations over both upstream replicas grant exactly once`,
    outcomes.every((o) => o === 'paid') && grants === 1 && paid === 1 && reached.every((n) => n > 0),
    `answers ${tally(outcomes)}; upstream A settled ${reached[0]}, upstream B ${reached[1]}; PostgreSQL: ${grants} grants, ${paid} paid orders`,
  )
  const vip = await Promise.all([a, b].map(async (side) => (await side.post(apiPath(getUserInfo))).json?.data?.vip))
  report.check(
    'both replicas see the membership the payment granted',
    vip.every((state) => state?.active === true),
    JSON.stringify(vip),
  )
  return orderNo
}
