import { describe, expect, it } from 'vitest'
import { REDACTED, redactSecrets } from '../../src/lib/log-redaction.js'

describe('redactSecrets (the log formatter)', () => {
  it('replaces every secret field by name, at any depth, in objects and arrays', () => {
    const logged = {
      req: { headers: { cookie: 'token=c1', authorization: 'Bearer a1', token: 't1', accept: 'application/json' } },
      res: { headers: { 'set-cookie': ['token=s1'] } },
      body: { passWord: 'p1', password: 'p2', phone: '138****0001' },
      answer: { data: { token: 't3', name: '张明' } },
      list: [{ token: 't5' }, 'plain'],
      token: 't4',
    }
    expect(redactSecrets(logged)).toEqual({
      req: { headers: { cookie: REDACTED, authorization: REDACTED, token: REDACTED, accept: 'application/json' } },
      res: { headers: { 'set-cookie': REDACTED } },
      body: { passWord: REDACTED, password: REDACTED, phone: '138****0001' },
      answer: { data: { token: REDACTED, name: '张明' } },
      list: [{ token: REDACTED }, 'plain'],
      token: REDACTED,
    })
  })

  it('never changes the object it is given (copy on write)', () => {
    const logged = { body: { token: 't1' }, kept: { a: 1 } }
    const redacted = redactSecrets(logged)
    expect(logged.body.token).toBe('t1')
    expect(redacted.kept).toBe(logged.kept)
  })

  it('returns a line without secrets as it is: no copy on the hot path', () => {
    const line = { reqId: 'r1', method: 'POST', url: '/api/v1/web/queryWc', status: 200, ms: 0.4 }
    expect(redactSecrets(line)).toBe(line)
  })

  it('leaves class instances (a request, an Error) to their serializers', () => {
    const error = Object.assign(new Error('x'), { token: 't1' })
    const logged = { err: error }
    expect(redactSecrets(logged).err).toBe(error)
  })
})
