import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildBff } from '../../src/build.js'
import { isClientGone } from '../../src/lib/client-gone.js'
import { captureLogs, sleep, testConfig } from '../helpers.js'

const ERROR = 50
const DEBUG = 20

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** A built SPA with one large, compressible asset: its answer takes many writes, so a client can leave halfway. */
function spaWithLargeAsset(): string {
  const root = mkdtempSync(join(tmpdir(), 'bff-client-gone-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>')
  // Hex text: compressible (the compress plugin streams it) but not trivially.
  writeFileSync(join(root, 'assets', 'big-abc123.js'), `/*${randomBytes(4 * 1024 * 1024).toString('hex')}*/`)
  return root
}

/** Reads the first chunk of the answer, then drops the connection, as a closed tab does. */
function leaveAfterFirstChunk(port: number, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip' }, agent: false },
      (res) => {
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      },
    )
    req.on('error', (error) => {
      if (!req.destroyed) reject(error)
    })
    req.end()
  })
}

describe('a client that goes away before its answer is written', () => {
  it('is logged at debug, never at error, for a compressed static asset', async () => {
    const root = spaWithLargeAsset()
    const logs = captureLogs()
    const bff = await buildBff(testConfig({ WEB_DIST: root, LOG_LEVEL: 'debug' }), { logStream: logs.stream })
    cleanup = async () => {
      await bff.close()
      rmSync(root, { recursive: true, force: true })
    }
    await bff.listen({ host: '127.0.0.1', port: 0 })
    const { port } = bff.server.address() as AddressInfo
    for (let i = 0; i < 5; i += 1) await leaveAfterFirstChunk(port, '/assets/big-abc123.js')
    await sleep(300)
    const records = logs.records()
    const gone = records.filter((r) => JSON.stringify(r.err ?? '').match(/premature close/i))
    // The scenario really happened: the streams reported the client's departure...
    expect(gone.length).toBeGreaterThan(0)
    // ...and not one line of it is an error.
    expect(records.filter((r) => (r.level as number) >= ERROR)).toEqual([])
    for (const line of gone) expect(line.level).toBe(DEBUG)
  })

  it('reaches the error handler as a 499 logged at debug, not a 500 logged at error', async () => {
    const logs = captureLogs()
    const bff = await buildBff(testConfig({ LOG_LEVEL: 'debug' }), { logStream: logs.stream })
    cleanup = () => bff.close()
    bff.get('/test/gone', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
    })
    const res = await bff.inject('/test/gone')
    expect(res.statusCode).toBe(499)
    const lines = logs.records().filter((r) => r.reqId === res.headers['x-request-id'])
    expect(lines.filter((r) => (r.level as number) >= ERROR)).toEqual([])
    expect(lines.find((r) => r.msg === 'client closed the connection before the answer was sent')?.level).toBe(DEBUG)
  })

  it('keeps other errors at error level', async () => {
    const logs = captureLogs()
    const bff = await buildBff(testConfig({ LOG_LEVEL: 'debug' }), { logStream: logs.stream })
    cleanup = () => bff.close()
    const before = logs.lines.length
    bff.log.error(new Error('premature close'))
    bff.log.error({ err: Object.assign(new Error('x'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }) }, 'piping failed')
    bff.log.error(new Error('disk full'))
    const levels = logs
      .records()
      .slice(before)
      .map((r) => [r.msg, r.level])
    expect(levels).toEqual([
      ['premature close', DEBUG],
      ['piping failed', DEBUG],
      ['disk full', ERROR],
    ])
  })

  it.each([
    [{ code: 'ERR_STREAM_PREMATURE_CLOSE' }, true],
    [{ code: 'ECONNRESET' }, true],
    [new Error('premature close'), true],
    [new Error('Premature close'), true],
    [new Error('upstream timeout'), false],
    [undefined, false],
    ['premature close', false],
  ])('isClientGone(%j) is %s', (error, expected) => {
    expect(isClientGone(error)).toBe(expected)
  })
})
