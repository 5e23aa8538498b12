import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { apiPath, ERROR_TEXT, provinces, sendVerifyCode } from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { useUpstream } from './helpers.js'

/**
 * A body over the 1 MiB limit is refused with 413 before it has arrived. The
 * client, still sending, must get that answer and not a reset connection
 * (docs/api-conventions.md, "A body over the limit").
 */
const upstream = useUpstream()
let port = 0

beforeAll(async () => {
  await upstream().listen({ host: '127.0.0.1', port: 0 })
  port = (upstream().server.address() as AddressInfo).port
})

const PATH = apiPath(sendVerifyCode)
const LIMIT = 1024 * 1024
const TOO_LARGE = { code: 413, msg: ERROR_TEXT.bodyTooLarge, data: null }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How many connections the server still holds open. */
function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((error, n) => (error ? reject(error) : resolve(n))))
}

interface Exchange {
  answer: string
  /** The error the connection ended with, if any (EPIPE, ECONNRESET). */
  error?: string
}

/**
 * Sends the head and a first piece of a body twice the limit, waits for the
 * answer, then sends the rest, as a browser still uploading does: half-open, it goes on sending after the server's FIN: a server that closed at once resets it.
 */
function sendRestAfterAnswer(): Promise<Exchange> {
  const total = 2 * LIMIT
  const piece = Buffer.alloc(64 * 1024, 0x20)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let error: string | undefined
    let answered = false
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      socket.write(
        `POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
      )
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

function post(bytes: number): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: PATH,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': bytes },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      },
    )
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
    req.end(Buffer.alloc(bytes, 0x20))
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
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      socket.write(
        `POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${2 * LIMIT}\r\n\r\n`,
      )
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    await new Promise((resolve) => socket.once('end', resolve))
    expect(Buffer.concat(chunks).toString()).toMatch(/^HTTP\/1\.1 413 /)
    while ((await openConnections(upstream().server)) > 0) await sleep(100)
    socket.destroy()
  })

  it('a burst of 24 bodies of twice the limit: every one answered 413, none reset', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, () => post(2 * LIMIT)))
    expect(answers).toEqual(answers.map(() => ({ status: 413, body: JSON.stringify(TOO_LARGE) })))
    const after = await fetch(`http://127.0.0.1:${port}${apiPath(provinces)}`)
    expect(after.status).toBe(200)
  })
})
