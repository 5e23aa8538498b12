import { describe, expect, it } from 'vitest'
import { SCRUBBED_TOKEN, scrubHeaders, scrubText } from '../../../src/lib/cassette/scrub.js'

describe('scrubbing a cassette entry', () => {
  it('drops session headers whatever their case and lists them', () => {
    const removed: string[] = []
    const kept = scrubHeaders(
      [
        { name: 'Token', value: 't' },
        { name: 'Cookie', value: 'token=t' },
        { name: 'Set-Cookie', value: 's=1' },
        { name: 'Authorization', value: 'Bearer b' },
        { name: 'Content-Type', value: 'application/json' },
      ],
      'request',
      removed,
    )
    expect(kept).toEqual([{ name: 'Content-Type', value: 'application/json' }])
    expect(removed).toEqual([
      'request.headers.token',
      'request.headers.cookie',
      'request.headers.set-cookie',
      'request.headers.authorization',
    ])
  })

  it('replaces tokens in JSON bodies at any depth and masks phone numbers', () => {
    const removed: string[] = []
    const text = scrubText(
      JSON.stringify({ code: 0, data: { token: 'abc', user: { phone: '13800000001', token: 'def' } } }),
      'response.content',
      removed,
    )
    expect(JSON.parse(text)).toEqual({
      code: 0,
      data: { token: SCRUBBED_TOKEN, user: { phone: '138****0001', token: SCRUBBED_TOKEN } },
    })
    expect(removed).toEqual([
      'response.content: data.token',
      'response.content: data.user.token',
      'response.content: 1 phone number(s) masked',
    ])
  })

  it('leaves a clean body as it is', () => {
    const removed: string[] = []
    expect(scrubText('{"code":0,"data":[1,2]}', 'x', removed)).toBe('{"code":0,"data":[1,2]}')
    expect(removed).toEqual([])
  })
})
