import { describe, expect, it } from 'vitest'
import { buildBff } from '../../src/build.js'
import { captureLogs, testConfig } from '../helpers.js'

describe('the per-request logger', () => {
  it('makes no child for a request that logs only its access line', async () => {
    const logs = captureLogs()
    const bff = await buildBff(testConfig({ LOG_LEVEL: 'info' }), { logStream: logs.stream })
    const parent = bff.log
    let children = 0
    const child = parent.child.bind(parent)
    parent.child = (...args: Parameters<typeof parent.child>) => {
      children += 1
      return child(...args)
    }
    bff.get('/test/quiet', async () => ({ ok: true }))
    bff.get('/test/talks', async (request) => {
      request.log.warn({ detail: 1 }, 'something worth a line')
      request.log.debug('below the level: dropped without a child')
      return { ok: true }
    })
    const quiet = await bff.inject('/test/quiet')
    expect(children).toBe(0)
    const talks = await bff.inject('/test/talks')
    expect(children).toBe(1)
    await bff.close()

    const records = logs.records()
    // Every line still carries the request id, whether written through a child or not.
    expect(records.find((r) => r.msg === 'request completed' && r.url === '/test/quiet')?.reqId).toBe(
      quiet.headers['x-request-id'],
    )
    const warned = records.find((r) => r.msg === 'something worth a line')
    expect(warned).toMatchObject({ level: 40, reqId: talks.headers['x-request-id'], detail: 1 })
    expect(records.filter((r) => r.reqId === talks.headers['x-request-id']).map((r) => r.msg)).toEqual([
      'something worth a line',
      'request completed',
    ])
  })
})
