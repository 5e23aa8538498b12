import http from 'node:http'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { parseRawAnswer, sendHttp, sendRaw } from './fuzz-client.mjs'

const servers = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((r) => server.close(r))
})

async function listen(server) {
  servers.push(server)
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  return `http://127.0.0.1:${server.address().port}`
}

describe('sending a request exactly as planned', () => {
  it('keeps dot segments, encodings and odd methods as they are', async () => {
    const seen = []
    const base = await listen(
      http.createServer((req, res) => {
        seen.push(`${req.method} ${req.url}`)
        res.end('{}')
      }),
    )
    await sendHttp(base, { method: 'PROPFIND', path: '/api/v1/../../etc/passwd', headers: {} }, 5000)
    await sendHttp(base, { method: 'GET', path: '/api/v1/%2e%2e/%00', headers: {} }, 5000)
    expect(seen).toEqual(['PROPFIND /api/v1/../../etc/passwd', 'GET /api/v1/%2e%2e/%00'])
  })

  it('reads the answer a server sends before it has read a large body, then closes', async () => {
    const base = await listen(
      http.createServer((req, res) => {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' })
        res.end('{"code":413,"msg":"请求体过大","data":null}')
        req.socket.destroySoon()
      }),
    )
    const answer = await sendHttp(
      base,
      { method: 'POST', path: '/', headers: {}, body: Buffer.alloc(4 * 1024 * 1024) },
      5000,
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body.toString()).code).toBe(413)
  })

  it('says there was no answer when the server resets the connection', async () => {
    const base = await listen(net.createServer((socket) => socket.resetAndDestroy()))
    const answer = await sendHttp(base, { method: 'GET', path: '/', headers: {} }, 5000)
    expect(answer.error).toBeDefined()
  })

  it('sends malformed bytes on a bare socket and reads the first answer', async () => {
    const base = await listen(
      net.createServer((socket) =>
        socket.once('data', () =>
          socket.end(
            'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}trailing',
          ),
        ),
      ),
    )
    const answer = await sendRaw(base, Buffer.from('get / HTTP/9.9\r\n\r\n'), 5000)
    expect(answer).toMatchObject({ status: 400, headers: { 'content-type': 'application/json' } })
    expect(answer.body.toString()).toBe('{}')
  })
})

describe('reading a raw answer', () => {
  it('decodes a chunked body', () => {
    const raw = Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{"a\r\n4\r\n":1}\r\n0\r\n\r\n')
    expect(parseRawAnswer(raw)?.body.toString()).toBe('{"a":1}')
  })

  it('is undefined for bytes that are no HTTP answer', () => {
    expect(parseRawAnswer(Buffer.from('garbage'))).toBeUndefined()
    expect(parseRawAnswer(Buffer.from('garbage\r\n\r\n'))).toBeUndefined()
  })
})
