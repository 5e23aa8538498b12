import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ERROR_TEXT } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeUpstream, sendJson, sleep, startBff, startFakeUpstream } from '../helpers.js'

/**
 * A body over the limit is refused with 413 before it has arrived. The
 * client, still sending, must get that answer and not a reset connection
 * (docs/api-conventions.md, "A body over the limit").
 */
const FORWARDED = '/api/v1/test/echo'
const LIMIT = 1024 * 1024
const TOO_LARGE = { code: 413, msg: ERROR_TEXT.bodyTooLarge, data: null }

let upstream: FakeUpstream
let bff: FastifyInstance
let port = 0

beforeAll(async () => {
  upstream = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: null }))
  bff = await startBff({ UPSTREAM_URL: upstream.url, BODY_LIMIT_BYTES: LIMIT })
  await bff.listen({ host: '127.0.0.1', port: 0 })
  port = (bff.server.address() as AddressInfo).port
})
afterAll(async () => {
  await bff.close()
  await upstream.close()
})

/** How many connections the server still holds open. */
function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((error, n) => (error ? reject(error) : resolve(n))))
}

const HEAD = (length: number) =>
  `POST ${FORWARDED} HTTP/1.1\r\nHost: 127.0.0.1\r\n${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

/** Sends the head and a first piece of a body twice the limit, waits for the answer, then sends the rest, as a browser still uploading does: half-open, it goes on sending after the server's FIN. */
function sendRestAfterAnswer(): Promise<{ answer: string; error?: string }> {
  const total = 2 * LIMIT
  const piece = Buffer.alloc(64 * 1024, 0x20)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let error: string | undefined
    let answered = false
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      socket.write(HEAD(total))
      socket.write(piece)
    })
    const sendRest = async () => {
      for (let sent = piece.length; sent < total && !socket.destroyed; sent += piece.length) {
        await new Promise<void>((done) => socket.write(piece, () => done()))
      }
      socket.end()
    }
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      if (!answered && Buffer.concat(chunks).includes('"data":null}')) {
        answered = true
        void sendRest()
      }
    })
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message
    })
    socket.on('close', () => resolve({ answer: Buffer.concat(chunks).toString(), ...(error ? { error } : {}) }))
  })
}

function post(body: Buffer): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: FORWARDED,
        agent: false,
        headers: {
          [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
          'content-type': 'application/json',
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      },
    )
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
    req.end(body)
  })
}

describe('a body over the limit: the 413 reaches a client still sending', () => {
  it('keeps reading the rest of the body after the answer, then closes without a reset', async () => {
    const { answer, error } = await sendRestAfterAnswer()
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(TOO_LARGE)
    expect(error).toBeUndefined()
  })

  it('a client that stops sending and never closes is still cut off (after LINGER_MS)', async () => {
    // Half-open, so the server's FIN does not close it: it neither sends nor closes, and only the server can end it.
    const chunks: Buffer[] = []
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => socket.write(HEAD(2 * LIMIT)))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    await new Promise((resolve) => socket.once('end', resolve))
    expect(Buffer.concat(chunks).toString()).toMatch(/^HTTP\/1\.1 413 /)
    while ((await openConnections(bff.server)) > 0) await sleep(100)
    socket.destroy()
  })

  it('a burst of 24 bodies of twice the limit: every one answered 413, none reset, none forwarded', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, () => post(Buffer.alloc(2 * LIMIT, 0x20))))
    expect(answers).toEqual(answers.map(() => ({ status: 413, body: JSON.stringify(TOO_LARGE) })))
    expect(upstream.requests).toHaveLength(0)
    expect(await post(Buffer.from('{}'))).toMatchObject({ status: 200 })
    expect(upstream.requests).toHaveLength(1)
  })
})
