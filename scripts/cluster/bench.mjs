/**
 * npm run bench:cluster: throughput through nginx with one bff replica and
 * with two, side by side in one run (docs/cluster.md). The cluster of
 * `npm run test:cluster` (stack.mjs), its nginx with a second listener
 * that sends everything to bff A; the targets alternate in rounds, so the
 * machine's drifting load falls on both alike. Measures the proxied queryWc (a POST every bff
 * forwards to its upstream) and the home page payload (GET /bff/pages/home,
 * built by the bff from its reference cache), and the CPU time the cluster's
 * processes (nginx, bffs, upstreams) spend per call, which, unlike req/s,
 * barely moves with the machine's other load.
 */
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { apiPath, CLIENT_HEADER, CLIENT_HEADER_VALUE, homePage, queryWc } from '@gaokao/contracts'
import { load } from '../../bff/bench/measure.mjs'
import { freePort } from '../lib/temp-postgres.mjs'
import { startCluster } from './stack.mjs'

const CONNECTIONS = 50
const SECONDS = 8
const ROUNDS = 3

const calls = [
  {
    label: 'POST queryWc (proxied)',
    path: apiPath(queryWc),
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: JSON.stringify({ score: 600, province: '江苏', xk: '物/化/生' }),
  },
  { label: 'GET /bff/pages/home (payload)', path: homePage.path, method: 'GET' },
]

/** CPU seconds (user + system) a process and its children (nginx's workers) have used, from /proc (Linux, 100 ticks a second). */
function cpuSeconds(pid) {
  const own = (id) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ')
      return (Number(fields[11]) + Number(fields[12])) / 100
    } catch {
      return 0
    }
  }
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean)
  return own(pid) + children.reduce((sum, child) => sum + own(child), 0)
}

const log = (...args) => console.error('[bench:cluster]', ...args)
const f = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

// One nginx serves both targets, so its capacity is the same for each: the
// template's listener round-robins over both bffs, a second listener sends
// everything to bff A (the same proxy settings, nothing retried).
const oneBffPort = await freePort()
const cluster = await startCluster({
  gateway: {
    workers: 'auto',
    extraHttp: ({ logDir, bffs }) => `
  upstream gaokao_one_bff { server ${bffs[0]}; keepalive 32; keepalive_timeout 60s; }
  server {
    listen 127.0.0.1:${oneBffPort};
    access_log ${logDir}/one-bff.log;
    location / {
      proxy_pass http://gaokao_one_bff;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
    }
  }`,
  },
})
try {
  const targets = [
    { label: 'one bff', url: `http://127.0.0.1:${oneBffPort}` },
    { label: 'two bffs', url: cluster.gateway.url },
  ]
  const results = calls.map(() => targets.map(() => []))
  log('warming up…')
  for (const call of calls)
    for (const target of targets) await load({ ...call, url: target.url, connections: CONNECTIONS, seconds: 2 })
  for (let round = 0; round < ROUNDS; round++) {
    for (const [c, call] of calls.entries()) {
      // The order flips each round: neither target always runs first.
      const order = round % 2 === 0 ? [0, 1] : [1, 0]
      for (const t of order) {
        log(`round ${round + 1}: ${call.label} through ${targets[t].label}…`)
        const processes = [cluster.gateway, ...cluster.bffs, ...cluster.upstreams]
        const before = processes.reduce((sum, p) => sum + cpuSeconds(p.pid), 0)
        const result = await load({ ...call, url: targets[t].url, connections: CONNECTIONS, seconds: SECONDS })
        const used = processes.reduce((sum, p) => sum + cpuSeconds(p.pid), 0) - before
        results[c][t].push({ ...result, cpuPerCall: (used / result.total) * 1e6 })
      }
    }
  }
  const median = (list, key = 'rps') => list.map((r) => r[key]).sort((x, y) => x - y)[Math.floor(list.length / 2)]
  console.log(
    `\nThroughput through nginx, ${CONNECTIONS} connections, median of ${ROUNDS} alternated ${SECONDS} s runs; ${cpus().length} cores (load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the end)`,
  )
  console.log('| call | one bff | two bffs | two / one | CPU per call, one / two | non-2xx or errors |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const [c, call] of calls.entries()) {
    const [one, two] = results[c].map((list) => median(list))
    const [cpuOne, cpuTwo] = results[c].map((list) => median(list, 'cpuPerCall'))
    const bad = results[c].flat().reduce((sum, r) => sum + r.non2xx + r.errors, 0)
    console.log(
      `| ${call.label} | ${f(one)} req/s | ${f(two)} req/s | ${f(two / one, 2)} | ${f(cpuOne)} / ${f(cpuTwo)} µs | ${bad} |`,
    )
  }
} finally {
  await cluster.stop()
}
