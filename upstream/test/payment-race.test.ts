import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { apiPath, currentAdmissionYear, preCreatePc, TOKEN_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUpstream } from '../src/build.js'
import { DATABASE_FILE } from '../src/db/open.js'
import { Users } from '../src/modules/account/users.js'
import { removeDataDir, tempDataDir, testConfig } from './helpers.js'

/**
 * Exactly-once activation across processes (docs/payments.md).
 * membership-orders.test.ts sends 20 callbacks to one in-process upstream, whose
 * SQLite calls are synchronous: they never interleave, so a naive
 * check-then-grant would pass there too. Here the same order is settled by
 * separate processes, each with its own connection to the same database
 * file, as two upstream instances on one data directory would.
 *
 * To make them meet at the worst moment rather than by luck, this test's own
 * connection holds the write lock while they start settling: a check outside
 * the write transaction then sees 'created' in both, and both would grant.
 * Orders.settle() takes the write lock first (BEGIN IMMEDIATE), so one
 * applies and the other finds the order paid.
 */

const SETTLER = fileURLToPath(new URL('./settle-process.ts', import.meta.url))
const UPSTREAM_ROOT = fileURLToPath(new URL('..', import.meta.url))
const PROCESSES = 4

let app: FastifyInstance
let dataDir: string

beforeAll(async () => {
  dataDir = tempDataDir()
  app = await buildUpstream(testConfig({ DATA_DIR: dataDir, DEMO_MODE: 'on' }))
  await app.ready()
})
afterAll(async () => {
  await app.close()
  removeDataDir(dataDir)
})

interface Settler {
  child: ChildProcessWithoutNullStreams
  lines: AsyncIterator<string>
}

async function startSettler(notification: object): Promise<Settler> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', SETTLER, `${dataDir}/${DATABASE_FILE}`, JSON.stringify(notification)],
    { cwd: UPSTREAM_ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk)
  })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const first = await lines.next()
  if (first.value !== 'ready') throw new Error(`settle-process did not start: ${stderr}`)
  return { child, lines }
}

async function resultOf(settler: Settler): Promise<{ outcome?: string; error?: string }> {
  const line = await settler.lines.next()
  return JSON.parse(String(line.value)) as { outcome?: string; error?: string }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A student with an exam year, as the purchase needs. */
async function newStudent(phone: string): Promise<number> {
  const users = new Users(app.userDb, app.db, app.now)
  const userId = await users.idOrRegister(phone)
  await users.saveProfile(userId, {
    nickName: '并发考生',
    sex: '女',
    nation: '汉族',
    language: '英语',
    freshGraduate: '1',
    localArea: [],
    province: '江苏',
    gkYear: currentAdmissionYear(new Date(app.now())),
    score: 600,
    wc: app.ranks.rank('江苏', '物理类', 600) ?? 1,
    xk: '物/化/生',
  })
  return userId
}

describe('settling one order from several processes at once', () => {
  it('activates exactly once: one applied, the others duplicate, one grant', { timeout: 120_000 }, async () => {
    const userId = await newStudent('13790000001')
    const res = await app.inject({
      method: 'POST',
      url: apiPath(preCreatePc),
      payload: { productCode: 'vip', idempotencyKey: 'race-key-0000000001' },
      headers: { [TOKEN_HEADER]: await app.sessions.issue(userId) },
    })
    const order = res.json().data as { orderNo: string; amountFen: number }
    const notification = {
      orderNo: order.orderNo,
      amountFen: order.amountFen,
      status: 'paid',
      tradeNo: `T${order.orderNo}`,
      paidAt: app.now(),
    }

    const settlers = await Promise.all(Array.from({ length: PROCESSES }, () => startSettler(notification)))
    try {
      app.db.exec('BEGIN IMMEDIATE')
      try {
        for (const s of settlers) s.child.stdin.write('go\n')
        // Long enough for every process to reach the point where it needs to write.
        await sleep(1000)
      } finally {
        app.db.exec('ROLLBACK')
      }
      const results = await Promise.all(settlers.map(resultOf))
      expect(results.map((r) => r.outcome ?? r.error).sort()).toEqual([
        'applied',
        ...Array<string>(PROCESSES - 1).fill('duplicate'),
      ])
    } finally {
      for (const s of settlers) s.child.kill()
    }

    const grants = app.db.prepare('SELECT source_ref FROM member_grants WHERE user_id = ?').pluck().all(userId)
    expect(grants).toEqual([order.orderNo])
    const paid = app.db.prepare('SELECT status, trade_no FROM pay_orders WHERE order_no = ?').get(order.orderNo)
    expect(paid).toEqual({ status: 'paid', trade_no: `T${order.orderNo}` })
  })

  it('grants a product once across two open orders of one student (docs/payments.md, "One payment per product")', {
    timeout: 120_000,
  }, async () => {
    const userId = await newStudent('13790000002')
    const token = await app.sessions.issue(userId)
    const orders = [] as { orderNo: string; amountFen: number }[]
    for (const key of ['race-key-0000000002', 'race-key-0000000003']) {
      const res = await app.inject({
        method: 'POST',
        url: apiPath(preCreatePc),
        payload: { productCode: 'vip', idempotencyKey: key },
        headers: { [TOKEN_HEADER]: token },
      })
      orders.push(res.json().data as { orderNo: string; amountFen: number })
    }
    // Two settlers per order: each order's check alone would pass, so only the held product stops the second.
    const notifications = [...orders, ...orders].map((o) => ({
      orderNo: o.orderNo,
      amountFen: o.amountFen,
      status: 'paid',
      tradeNo: `T${o.orderNo}`,
      paidAt: app.now(),
    }))
    const settlers = await Promise.all(notifications.map(startSettler))
    try {
      app.db.exec('BEGIN IMMEDIATE')
      try {
        for (const s of settlers) s.child.stdin.write('go\n')
        await sleep(1000)
      } finally {
        app.db.exec('ROLLBACK')
      }
      const results = await Promise.all(settlers.map(resultOf))
      expect(results.map((r) => r.outcome ?? r.error).sort()).toEqual(['applied', 'duplicate', 'refused', 'refused'])
    } finally {
      for (const s of settlers) s.child.kill()
    }
    const grants = app.db.prepare('SELECT source_ref FROM member_grants WHERE user_id = ?').pluck().all(userId)
    expect(grants).toHaveLength(1)
    const states = app.db.prepare('SELECT status FROM pay_orders WHERE user_id = ? ORDER BY status').pluck().all(userId)
    expect(states).toEqual(['closed', 'paid'])
  })
})
