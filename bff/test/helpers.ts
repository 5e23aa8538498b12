import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { type BuildExtras, buildBff } from '../src/build.js'
import { type BffConfig, loadConfig } from '../src/config.js'

export function testConfig(overrides: Partial<BffConfig> = {}): BffConfig {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', WEB_DIST: '', ...overrides }
}

export async function startBff(overrides: Partial<BffConfig>, extras: BuildExtras = {}): Promise<FastifyInstance> {
  const bff = await buildBff(testConfig(overrides), extras)
  await bff.ready()
  return bff
}

/** The header the SPA sends on every call: unsafe requests without it are refused (CSRF). */
export const SPA_HEADERS = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } as const

/** Log lines the bff wrote, parsed. */
export function captureLogs(): {
  stream: { write(line: string): void }
  lines: string[]
  records(): Record<string, unknown>[]
} {
  const lines: string[] = []
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface RecordedRequest {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
  /** The bff's end of the connection it came on: the same port twice means a kept-alive connection. */
  clientPort: number
}

export interface FakeUpstream {
  url: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

/** A loopback HTTP server that records what reaches it and answers as the test says. */
export async function startFakeUpstream(
  answer: (request: RecordedRequest, response: ServerResponse, hit: number) => void,
): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        clientPort: req.socket.remotePort ?? 0,
      }
      requests.push(recorded)
      answer(recorded, res, requests.length)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** A port nothing listens on: bind, read the number, release it. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const UPSTREAM_ENTRY = fileURLToPath(new URL('../../upstream/dist/server.js', import.meta.url))

export interface RealUpstream {
  url: string
  stop(): Promise<void>
}

/**
 * The reference upstream as its own process on a loopback port, with a fresh
 * data directory. Its first start builds the dataset, which on a busy machine
 * can outlast Fastify's plugin timeout once the data is written: one more
 * start on the same directory follows.
 */
export async function startRealUpstream(
  extraEnv: Record<string, string> = {},
  /** Called with each line the upstream writes to stdout (its log), for tests that read it. */
  onLogLine?: (line: string) => void,
): Promise<RealUpstream> {
  if (!existsSync(UPSTREAM_ENTRY)) throw new Error('build the upstream first: npm run build')
  const dataDir = mkdtempSync(join(tmpdir(), 'gaokao-bff-upstream-'))
  const start = async (): Promise<RealUpstream> => {
    const port = await closedPort()
    const child: ChildProcess = spawn(process.execPath, [UPSTREAM_ENTRY], {
      env: {
        ...process.env,
        UPSTREAM_PORT: String(port),
        UPSTREAM_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', onLogLine ? 'pipe' : 'ignore', 'inherit'],
    })
    if (onLogLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLogLine)
    const url = `http://127.0.0.1:${port}`
    await waitFor(url, child)
    return {
      url,
      stop: async () => {
        if (child.exitCode === null) {
          child.kill('SIGTERM')
          await new Promise((resolve) => child.once('exit', resolve))
        }
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  return start()
    .catch(start)
    .catch((error: unknown) => {
      rmSync(dataDir, { recursive: true, force: true })
      throw error
    })
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the upstream exited (${child.exitCode}) before it answered`)
    try {
      const res = await fetch(`${url}/api/v1/web/provinces`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGTERM')
  throw new Error(`upstream at ${url} did not start`)
}

/** A GET over a real socket with the path exactly as given (no URL normalisation). */
export async function rawGet(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** Writes raw bytes to the bff's port and reads everything until the socket closes: for requests Node would not send. */
export async function rawExchange(app: FastifyInstance, text: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()))
    socket.setTimeout(5_000, () => socket.destroy())
  })
}

export interface SetCookie {
  name: string
  value: string
  path?: string
  domain?: string
  maxAge?: number
  httpOnly?: boolean
  secure?: boolean
  sameSite?: string
}

/** The Set-Cookie headers of an answer read over a socket (supertest), in the shape inject()'s `cookies` has. */
export function setCookies(header: string | string[] | undefined): SetCookie[] {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header]
  return lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const equals = pair.indexOf('=')
    const cookie: SetCookie = { name: pair.slice(0, equals), value: decodeURIComponent(pair.slice(equals + 1)) }
    for (const attribute of attributes) {
      const [key = '', value = ''] = attribute.split('=')
      const name = key.toLowerCase()
      if (name === 'path') cookie.path = value
      else if (name === 'domain') cookie.domain = value
      else if (name === 'max-age') cookie.maxAge = Number(value)
      else if (name === 'httponly') cookie.httpOnly = true
      else if (name === 'secure') cookie.secure = true
      else if (name === 'samesite') cookie.sameSite = value
    }
    return cookie
  })
}
