/**
 * One more upstream process settling a payment, for
 * payment-race.test.ts: it opens the test's database file with a connection
 * of its own and runs the real Orders.settle(), as a second upstream
 * instance on the same data directory would when a callback reaches it.
 *
 * The sandbox's policy: a payment the order cannot take is refused.
 *
 * Run: node --conditions=source --import tsx test/settle-process.ts <database file> <notification JSON>
 * It prints "ready", settles when a line arrives on stdin, prints
 * {"outcome": ...} or {"error": ...} and exits.
 */
import { once } from 'node:events'
import Database from 'better-sqlite3'
import { sqliteUserStore } from '../src/db/user-db/open-user-db.js'
import { systemClock } from '../src/lib/clock.js'
import { Memberships } from '../src/modules/membership/memberships.js'
import { Orders } from '../src/modules/membership/orders.js'
import type { PaymentNotification } from '../src/modules/membership/providers/provider.js'

const [file, json] = process.argv.slice(2)
if (!file || !json) throw new Error('usage: settle-process.ts <database file> <notification JSON>')
const notification = JSON.parse(json) as PaymentNotification

// As openDatabase() sets it up (the busy timeout is better-sqlite3's default, 5 s).
const db = new Database(file)
db.pragma('journal_mode = WAL')
db.pragma('foreign_keys = ON')
const store = sqliteUserStore(db)
const orders = new Orders(store.db, store.dialect, systemClock, new Memberships(store.db, systemClock))

process.stdout.write('ready\n')
await once(process.stdin, 'data')
try {
  process.stdout.write(`${JSON.stringify({ outcome: (await orders.settle(notification, 'refuse')).outcome })}\n`)
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`)
} finally {
  db.close()
  process.stdin.destroy()
}
