import autocannon from 'autocannon'
import { Client } from 'undici'

/** Requests per second and latency under load (autocannon, loopback only, bounded in time). */
export async function load({ url, path, method = 'GET', headers = {}, body, connections, seconds, requests }) {
  const result = await autocannon({
    url: `${url}${path}`,
    method,
    headers,
    body,
    connections,
    duration: seconds,
    pipelining: 1,
    ...(requests ? { requests } : {}),
  })
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    mbps: result.throughput.average / 1024 / 1024,
  }
}

/**
 * The median time of a sequence of calls made one after another over one
 * keep-alive connection, in microseconds: autocannon's histogram has whole
 * milliseconds, too coarse for a proxy's added latency.
 */
export async function sequentialMedianMicros(url, calls, iterations) {
  const client = new Client(url, { pipelining: 1 })
  const samples = new Float64Array(iterations)
  try {
    for (let i = -Math.ceil(iterations / 10); i < iterations; i++) {
      const started = process.hrtime.bigint()
      for (const call of calls) {
        const res = await client.request({
          path: call.path,
          method: call.method ?? 'GET',
          headers: call.headers,
          body: call.body,
        })
        await res.body.dump()
      }
      if (i >= 0) samples[i] = Number(process.hrtime.bigint() - started) / 1000
    }
  } finally {
    await client.close()
  }
  samples.sort()
  return samples[Math.floor(iterations / 2)]
}

/**
 * Median times (µs) of one call made over one keep-alive connection to each
 * target, alternated: `rounds` rounds of `perRound` calls per target, the
 * order rotating each round. A shared machine's load drifts over seconds;
 * measuring the targets one after another would credit that drift to
 * whichever ran in the quiet moment. The first tenth of each round is not
 * counted: a process that sat idle while the others ran answers its first
 * calls slower (cold caches), and the upstream direct never sits idle.
 * Returns the pooled median per target.
 */
export async function alternatedMedianMicros(targets, call, rounds, perRound) {
  const clients = targets.map((target) => new Client(target.url, { pipelining: 1 }))
  const samples = targets.map(() => [])
  const once = async (client) => {
    const res = await client.request({ path: call.path, method: call.method, headers: call.headers, body: call.body })
    await res.body.dump()
  }
  try {
    for (const client of clients) for (let i = 0; i < perRound; i++) await once(client)
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < targets.length; k++) {
        const index = (round + k) % targets.length
        const warmUp = Math.ceil(perRound / 10)
        for (let i = -warmUp; i < perRound; i++) {
          const started = process.hrtime.bigint()
          await once(clients[index])
          if (i >= 0) samples[index].push(Number(process.hrtime.bigint() - started) / 1000)
        }
      }
    }
  } finally {
    await Promise.all(clients.map((client) => client.close()))
  }
  return samples.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)])
}
