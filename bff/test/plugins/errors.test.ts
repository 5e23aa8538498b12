import { ERROR_CODE, ERROR_TEXT, errorEnvelope } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { buildBff } from '../../src/build.js'
import { captureLogs, testConfig } from '../helpers.js'

/** What a careless exception might carry: none of it may reach the browser. */
const DETAIL = 'connect to postgres://admin:s3cret@10.0.3.7/gaokao failed in /srv/bff/dist/routes/x.js'

async function bffThatThrows() {
  const logs = captureLogs()
  const bff = await buildBff(testConfig({ LOG_LEVEL: 'error' }), { logStream: logs.stream })
  bff.get('/bff/test/throws', async () => {
    throw new Error(DETAIL)
  })
  bff.get('/bff/test/throws-with-status', async () => {
    throw Object.assign(new Error(DETAIL), { statusCode: 503, code: 'E_INTERNAL' })
  })
  bff.get('/bff/test/rejects-with-a-string', () => Promise.reject(DETAIL))
  await bff.ready()
  return { bff, logs }
}

describe('an error thrown inside the bff', () => {
  it.each(['/bff/test/throws', '/bff/test/throws-with-status', '/bff/test/rejects-with-a-string'])(
    '%s answers 500 with the generic Chinese envelope and no detail',
    async (url) => {
      const { bff } = await bffThatThrows()
      const res = await bff.inject(url)
      await bff.close()
      expect(res.statusCode).toBe(500)
      expect(res.headers['content-type']).toContain('application/json')
      expect(res.json()).toEqual(errorEnvelope(ERROR_CODE.internal, ERROR_TEXT.internal))
      expect(res.body).not.toContain('postgres')
      expect(res.body).not.toContain('/srv/')
      expect(res.body).not.toContain('stack')
    },
  )

  it('logs the detail for the operator instead', async () => {
    const { bff, logs } = await bffThatThrows()
    await bff.inject('/bff/test/throws')
    await bff.close()
    const failure = logs.records().find((r) => r.msg === 'request failed')
    expect(JSON.stringify(failure?.err)).toContain('/srv/bff/dist/routes/x.js')
  })
})
