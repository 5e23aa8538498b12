import { describe, expect, it } from 'vitest'
import { matchKey } from '../../../src/lib/cassette/match-key.js'

const volatile = new Set(['_t', 'timestamp'])
const key = (method: string, target: string, body?: string) => matchKey(method, target, body, volatile)

describe('the replay match key', () => {
  it('is method + path + sorted query + canonical JSON body', () => {
    expect(key('post', '/api/v1/x?b=2&a=1&a=0', '{"z":1,"a":{"d":2,"c":1}}')).toBe(
      'POST /api/v1/x?a=0&a=1&b=2 {"a":{"c":1,"d":2},"z":1}',
    )
  })

  it('ignores key order, whitespace and volatile fields', () => {
    const a = key('POST', '/p?_t=1&x=1', '{ "a": 1, "timestamp": 99, "n": {"timestamp": 1, "k": 2} }')
    const b = key('POST', '/p?x=1&_t=2', '{"n":{"k":2},"a":1,"timestamp":100}')
    expect(a).toBe(b)
    expect(a).toBe('POST /p?x=1 {"a":1,"n":{"k":2}}')
  })

  it('masks phone numbers, so a live request matches its scrubbed recording', () => {
    expect(key('POST', '/login?phone=13800000001', '{"phone":"13800000001"}')).toBe(
      key('POST', '/login?phone=138****0001', '{"phone":"138****0001"}'),
    )
  })

  it('tells different bodies, methods and paths apart', () => {
    expect(key('POST', '/p', '{"a":1}')).not.toBe(key('POST', '/p', '{"a":2}'))
    expect(key('GET', '/p')).not.toBe(key('POST', '/p'))
    expect(key('GET', '/p')).not.toBe(key('GET', '/q'))
  })

  it('keeps a body that is not JSON as text', () => {
    expect(key('POST', '/p', 'a=1&b=2')).toBe('POST /p a=1&b=2')
  })
})
