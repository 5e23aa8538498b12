import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { apiPath, ERROR_TEXT, provinces } from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { useUpstream } from './helpers.js'

/**
 * Requests Node's HTTP parser refuses never reach a route: they are answered
 * from the server's clientError handler, over the bare socket. Sent here as
 * bytes on a loopback socket, as the fuzzer does (docs/fuzzing.md).
 */
const upstream = useUpstream()
let port = 0

beforeAll(async () => {
  await upstream().listen({ host: '127.0.0.1', port: 0 })
  port = (upstream().server.address() as AddressInfo).port
})

const PATH = apiPath(provinces)
const HOST = 'Host: 127.0.0.1\r\n'

/** Writes the bytes on a new connection and reads until the server closes it (it must: Connection: close). */
function exchange(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(Buffer.concat(chunks)))
  })
}

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: unknown
}

function parse(bytes: Buffer): RawAnswer {
  const headEnd = bytes.indexOf('\r\n\r\n')
  expect(headEnd).toBeGreaterThan(0)
  const [statusLine = '', ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const body = bytes.subarray(headEnd + 4)
  expect(Number(headers['content-length'])).toBe(body.length)
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]), headers, body: JSON.parse(body.toString()) }
}

function expectEnvelope(answer: RawAnswer, status: number, msg: string): void {
  expect(answer.status).toBe(status)
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(answer.headers.connection).toBe('close')
  expect(answer.body).toEqual({ code: status, msg, data: null })
}

const BAD_REQUESTS: [string, string][] = [
  ['an unknown method', `FUZZ ${PATH} HTTP/1.1\r\n${HOST}\r\n`],
  ['a lower-case method', `get ${PATH} HTTP/1.1\r\n${HOST}\r\n`],
  ['HTTP/9.9', `GET ${PATH} HTTP/9.9\r\n${HOST}\r\n`],
  ['bare LF line endings', `GET ${PATH} HTTP/1.1\n${HOST.trim()}\n\n`],
  ['raw UTF-8 in the path', `GET ${PATH}/省份 HTTP/1.1\r\n${HOST}\r\n`],
  [
    'Content-Length with chunked',
    `POST ${PATH} HTTP/1.1\r\n${HOST}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  ],
  ['two lengths', `POST ${PATH} HTTP/1.1\r\n${HOST}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`],
  ['a negative length', `POST ${PATH} HTTP/1.1\r\n${HOST}Content-Length: -1\r\n\r\n`],
  ['a 20-digit length', `POST ${PATH} HTTP/1.1\r\n${HOST}Content-Length: 99999999999999999999\r\n\r\n`],
  ['a bad chunk size', `POST ${PATH} HTTP/1.1\r\n${HOST}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
  ['NUL in a header', `GET ${PATH} HTTP/1.1\r\n${HOST}X-Fuzz: a\u0000b\r\n\r\n`],
  ['a space in a header name', `GET ${PATH} HTTP/1.1\r\n${HOST}X Fuzz: a\r\n\r\n`],
  ['a folded header', `GET ${PATH} HTTP/1.1\r\n${HOST}X-Fuzz: a\r\n  folded\r\n\r\n`],
]

describe('requests the HTTP parser refuses: the envelope, then the connection closes', () => {
  it('a 20 kB header: 431 请求头过大', async () => {
    const answer = parse(await exchange(`GET ${PATH} HTTP/1.1\r\n${HOST}X-Pad: ${'a'.repeat(20_000)}\r\n\r\n`))
    expectEnvelope(answer, 431, ERROR_TEXT.headersTooLarge)
  })

  it.each(BAD_REQUESTS)('%s: 400 请求参数不正确', async (_label, text) => {
    expectEnvelope(parse(await exchange(text)), 400, ERROR_TEXT.badRequest)
  })

  it('a burst of all of them at once: every one answered so, and the server still serves', async () => {
    const texts = [
      ...Array.from({ length: 5 }, () => `GET ${PATH} HTTP/1.1\r\n${HOST}X-Pad: ${'b'.repeat(20_000)}\r\n\r\n`),
      ...BAD_REQUESTS.flatMap(([, text]) => [text, text]),
    ]
    const answers = await Promise.all(texts.map(async (text) => parse(await exchange(text))))
    expect(answers.filter((a) => a.status === 431)).toHaveLength(5)
    for (const answer of answers) {
      expectEnvelope(answer, answer.status, answer.status === 431 ? ERROR_TEXT.headersTooLarge : ERROR_TEXT.badRequest)
    }
    const ok = await fetch(`http://127.0.0.1:${port}${PATH}`)
    expect(ok.status).toBe(200)
  })
})
