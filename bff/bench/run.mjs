/**
 * npm run bench: the reference upstream (built) and the bff side by side on
 * loopback, each scenario bounded in time, then one table with the goals
 * of docs/bff-benchmarks.md. The memory soak runs 60 s; `--short` makes it 20 s for
 * a quick check.
 */
import { loadavg } from 'node:os'
import { apiPath, homePage } from '@gaokao/contracts'
import { alternatedMedianMicros, load, sequentialMedianMicros } from './measure.mjs'
import {
  NGINX_PATH,
  startBareForwarder,
  startBff,
  startHttpProxyForwarder,
  startNginx,
  startUpstream,
} from './processes.mjs'

const SHORT = process.argv.includes('--short')
const LOAD_SECONDS = 8
const SOAK_SECONDS = SHORT ? 20 : 60
const SEQUENTIAL_ITERATIONS = 3000
/** One-connection latency: the targets alternate in rounds, so the machine's drifting load falls on all of them alike. */
const ROUNDS = 12
const PER_ROUND = 500
/** The goals, against the bare forwarder in the same run: throughput at 50 connections, added p50 at one. */
const THROUGHPUT_OF_BARE = 0.85
const ADDED_OF_BARE = 1.25

const SPA = { 'content-type': 'application/json', 'x-requested-with': 'gaokao-web' }
const rank = { path: '/api/v1/web/queryWc', body: JSON.stringify({ score: 600, province: '江苏', xk: '物/化/生' }) }
const notFound = { path: '/api/v1/web/benchNoSuchCall', body: '{}' }
const regions = '/api/v1/web/provincesCities'
const home = homePage.path

/** The calls the home page payload replaces, as a client would make them one after another. */
const homeCalls = Object.values(homePage.parts).map((part) => {
  const body = part.body({})
  if (part.call.method === 'GET') {
    const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
    return { path: query === '' ? apiPath(part.call) : `${apiPath(part.call)}?${query}` }
  }
  return { path: apiPath(part.call), method: 'POST', headers: SPA, body: JSON.stringify(body) }
})

const log = (...args) => console.error('[bench]', ...args)
const f = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const pct = (n) => `${f(n * 100, 1)} %`
const mb = (bytes) => `${f(bytes / 1024 / 1024, 1)} MB`

/** A small JSON POST the bff forwards uncached: queryWc when the upstream has it, else a 404 answer. */
async function proxiedPost(upstreamUrl) {
  const res = await fetch(`${upstreamUrl}${rank.path}`, { method: 'POST', headers: SPA, body: rank.body })
  const body = await res.json().catch(() => ({}))
  return res.ok && body.code === 0
    ? { ...rank, label: 'POST queryWc' }
    : { ...notFound, label: 'POST (upstream 404 envelope)' }
}

async function heapOf(bffUrl) {
  const text = await (await fetch(`${bffUrl}/metrics`)).text()
  return Number(/bff_process_memory_bytes\{kind="heap_used"\} (\d+)/.exec(text)?.[1] ?? 0)
}

async function main() {
  const started = Date.now()
  log('starting the upstream (first start builds its dataset)…')
  const upstream = await startUpstream()
  log('starting the bff…')
  const bff = await startBff(upstream.url)
  const rows = []
  try {
    const post = await proxiedPost(upstream.url)
    const postLoad = (url, connections, seconds = LOAD_SECONDS) =>
      load({ url, path: post.path, method: 'POST', headers: SPA, body: post.body, connections, seconds })

    log('warming up…')
    await postLoad(upstream.url, 50, 2)
    await postLoad(bff.url, 50, 2)
    await load({ url: bff.url, path: home, connections: 10, seconds: 1 })

    log(`${post.label} at 50 connections…`)
    const direct50 = await postLoad(upstream.url, 50)
    const cpuBefore = bff.cpuSeconds()
    const via50 = await postLoad(bff.url, 50)
    // CPU per call is what the bff itself spends; unlike req/s it barely moves with the machine's other load.
    const cpuPerCall = ((bff.cpuSeconds() - cpuBefore) / via50.total) * 1e6
    const ratio = via50.rps / direct50.rps
    rows.push([
      `${post.label}, 50 connections`,
      `${f(direct50.rps)} req/s`,
      `${f(via50.rps)} req/s`,
      pct(ratio),
      '≥ 30 %',
      ratio >= 0.3,
    ])
    rows.push([`  bff CPU per proxied call (user + system, /proc)`, '', `${f(cpuPerCall)} µs`, '', '', null])
    rows.push([
      `  p50 / p99 latency at 50 connections`,
      `${direct50.p50ms} / ${direct50.p99ms} ms`,
      `${via50.p50ms} / ${via50.p99ms} ms`,
      '',
      '',
      null,
    ])

    log(
      'the same with the access log off (LOG_LEVEL=warn), and the reference: a bare node:http + undici Pool forwarder…',
    )
    const quiet = await startBff(upstream.url, { LOG_LEVEL: 'warn' })
    let bare
    let httpProxy
    let nginx
    try {
      bare = await startBareForwarder(upstream.url)
      httpProxy = await startHttpProxyForwarder(upstream.url)
      nginx = await startNginx(upstream.url)
      await postLoad(quiet.url, 50, 2)
      const quiet50 = await postLoad(quiet.url, 50)
      // The bff again, right before the two forwarders it is held against, so the machine's drift falls on all three alike.
      const beside50 = await postLoad(bff.url, 50)
      await postLoad(bare.url, 50, 2)
      const bare50 = await postLoad(bare.url, 50)
      await postLoad(httpProxy.url, 50, 2)
      const httpProxy50 = await postLoad(httpProxy.url, 50)
      if (nginx) await postLoad(nginx.url, 50, 2)
      const nginx50 = nginx && (await postLoad(nginx.url, 50))

      log(`${post.label}, one connection, ${ROUNDS} alternated rounds of ${PER_ROUND} calls per target…`)
      const call = { path: post.path, method: 'POST', headers: SPA, body: post.body }
      const [direct1, via1, quiet1, bare1, httpProxy1, nginx1] = await alternatedMedianMicros(
        [upstream, bff, quiet, bare, httpProxy, ...(nginx ? [nginx] : [])],
        call,
        ROUNDS,
        PER_ROUND,
      )
      const added = via1 - direct1
      rows.push([`${post.label}, 1 connection: p50`, `${f(direct1)} µs`, `${f(via1)} µs`, `+${f(added)} µs`, '', null])
      const reference = (label, at50, at1) => [
        label,
        `${f(direct50.rps)} req/s; ${f(direct1)} µs`,
        `${f(at50.rps)} req/s; ${f(at1)} µs`,
        `${pct(at50.rps / direct50.rps)}; +${f(at1 - direct1)} µs`,
        '',
        null,
      ]
      rows.push(
        reference('  the same, access log off (LOG_LEVEL=warn): 50 connections; 1 connection p50', quiet50, quiet1),
      )
      rows.push(
        reference(
          '  reference, a bare node:http + undici Pool forwarder: 50 connections; 1 connection p50',
          bare50,
          bare1,
        ),
      )
      rows.push(
        reference(
          '  Fastify + @fastify/http-proxy alone (no bff feature): 50 connections; 1 connection p50',
          httpProxy50,
          httpProxy1,
        ),
      )
      // The goals compare each forwarder with the bare one measured in the same rounds.
      const againstBare = (label, at50, at1) => {
        const share = at50.rps / bare50.rps
        const times = (at1 - direct1) / (bare1 - direct1)
        return [
          `  ${label} against the bare forwarder: throughput at 50 connections; added p50 at 1`,
          `${f(bare50.rps)} req/s; +${f(bare1 - direct1)} µs`,
          `${f(at50.rps)} req/s; +${f(at1 - direct1)} µs`,
          `${pct(share)}; ${f(times, 2)}x`,
          `≥ ${pct(THROUGHPUT_OF_BARE)}; ≤ ${ADDED_OF_BARE}x`,
          share >= THROUGHPUT_OF_BARE && times <= ADDED_OF_BARE,
        ]
      }
      rows.push(againstBare('the bff (its own forwarder)', beside50, via1))
      rows.push(againstBare('Fastify + @fastify/http-proxy alone', httpProxy50, httpProxy1))
      rows.push(
        nginx50 && nginx1 !== undefined
          ? reference(
              '  reference, nginx (proxy_pass, keep-alive, one worker): 50 connections; 1 connection p50',
              nginx50,
              nginx1,
            )
          : [
              `  reference, nginx: not measured (${NGINX_PATH} missing; apt-get install nginx-light)`,
              '',
              '',
              '',
              '',
              null,
            ],
      )
    } finally {
      await quiet.stop()
      await bare?.stop()
      await httpProxy?.stop()
      await nginx?.stop()
    }

    log('cached reference data (provincesCities) at 50 connections…')
    const regionsDirect = await load({ url: upstream.url, path: regions, connections: 50, seconds: LOAD_SECONDS })
    const regionsVia = await load({ url: bff.url, path: regions, connections: 50, seconds: LOAD_SECONDS })
    const regionsRatio = regionsVia.rps / regionsDirect.rps
    rows.push([
      'GET provincesCities (cached in the bff), 50 connections',
      `${f(regionsDirect.rps)} req/s`,
      `${f(regionsVia.rps)} req/s`,
      pct(regionsRatio),
      '≥ 90 %',
      regionsRatio >= 0.9,
    ])

    log('the home page payload vs the calls it replaces…')
    const calls = SEQUENTIAL_ITERATIONS / 3
    const pageVia = await sequentialMedianMicros(bff.url, [{ path: home }], calls)
    const callsVia = await sequentialMedianMicros(bff.url, homeCalls, calls)
    const callsDirect = await sequentialMedianMicros(upstream.url, homeCalls, calls)
    rows.push([
      `home: its ${homeCalls.length} calls one after another vs one /bff/pages/home (p50)`,
      `${f(callsDirect)} µs`,
      `${f(pageVia)} µs (the ${homeCalls.length} calls through the bff: ${f(callsVia)} µs)`,
      `${f(callsDirect / pageVia, 1)}x faster than direct`,
      '',
      null,
    ])
    const pageLoad = await load({ url: bff.url, path: home, connections: 50, seconds: LOAD_SECONDS / 2 })
    rows.push(['/bff/pages/home, 50 connections', '', `${f(pageLoad.rps)} req/s`, '', '', null])

    log(`memory soak: ${SOAK_SECONDS} s of mixed traffic…`)
    const mixed = [
      { method: 'POST', path: post.path, headers: SPA, body: post.body },
      { method: 'GET', path: regions },
      { method: 'GET', path: home },
      { method: 'GET', path: '/bff/site' },
    ]
    // The same traffic first, so "before" is the steady state the soak starts from, not a cold process.
    await load({ url: bff.url, path: home, connections: 50, seconds: 5, requests: mixed })
    await new Promise((r) => setTimeout(r, 2_000))
    const heapBefore = await heapOf(bff.url)
    const rssBefore = bff.rss()
    const soak = await load({ url: bff.url, path: home, connections: 50, seconds: SOAK_SECONDS, requests: mixed })
    await new Promise((r) => setTimeout(r, 2_000))
    const heapAfter = await heapOf(bff.url)
    const rssAfter = bff.rss()
    const growth = (rssAfter - rssBefore) / rssBefore
    rows.push([
      `memory (RSS) before/after ${SOAK_SECONDS} s at 50 connections (${f(soak.rps)} req/s mixed)`,
      mb(rssBefore),
      mb(rssAfter),
      pct(growth),
      '≤ 10 % growth',
      growth <= 0.1,
    ])
    rows.push([
      '  heap used before/after (no forced GC, so garbage included)',
      mb(heapBefore),
      mb(heapAfter),
      pct((heapAfter - heapBefore) / heapBefore),
      '',
      null,
    ])
    const failures = [direct50, via50, regionsDirect, regionsVia, pageLoad, soak].reduce((n, r) => n + r.errors, 0)
    if (failures > 0) log(`warning: ${failures} socket errors or timeouts during the runs`)
  } finally {
    await bff.stop()
    await upstream.stop()
  }

  const header = ['scenario', 'upstream direct', 'through the bff', 'ratio / added', 'goal', 'met']
  const lines = [header, ...rows.map((r) => [...r.slice(0, 5), r[5] === null ? '' : r[5] ? 'yes' : 'NO'])]
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`)
  for (const line of lines.slice(1)) console.log(`| ${line.join(' | ')} |`)
  const seconds = Math.round((Date.now() - started) / 1000)
  // Other processes on the machine skew every figure: the load average says how much.
  console.log(
    `\n${new Date().toISOString()}, node ${process.version}, ${seconds} s, load average ${loadavg()[0].toFixed(2)}`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
