import { rmSync } from 'node:fs'
import { openDatabase } from './src/db/open.js'
rmSync('/tmp/gk-seed', { recursive: true, force: true })
const t = performance.now()
const db = openDatabase('/tmp/gk-seed', (r) => console.log(r.milliseconds))
console.log('total open ms', Math.round(performance.now() - t), 'fk', db.pragma('foreign_keys', { simple: true }))
const t1 = performance.now()
console.log('fk check', db.pragma('foreign_key_check').length, Math.round(performance.now() - t1))
db.close()
