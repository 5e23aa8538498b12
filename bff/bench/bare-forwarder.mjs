/**
 * The reference point (docs/bff-benchmarks.md): a bare node:http server forwarding every
 * request through an undici Pool, with none of the bff's features. The bench
 * runs it beside the bff so the table says, in the same run, how the bff
 * compares with the simplest possible Node forwarder.
 */
import { createServer } from 'node:http'
import { Pool } from 'undici'

const pool = new Pool(process.env.UPSTREAM_URL, { connections: 64 })

createServer((req, res) => {
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', async () => {
    try {
      const answer = await pool.request({
        method: req.method,
        path: req.url,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: chunks.length === 0 ? null : Buffer.concat(chunks),
      })
      const body = Buffer.from(await answer.body.arrayBuffer())
      res.writeHead(answer.statusCode, {
        'content-type': answer.headers['content-type'],
        'content-length': body.length,
      })
      res.end(body)
    } catch {
      res.writeHead(502).end()
    }
  })
}).listen(Number(process.env.PORT), '127.0.0.1')
