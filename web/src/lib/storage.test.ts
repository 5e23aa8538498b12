import { describe, expect, it } from 'vitest'
import { storage } from './storage'

describe('storage', () => {
  it('keeps values under the gb-web- prefix as JSON', () => {
    storage.set('province', '江苏')
    expect(localStorage.getItem('gb-web-province')).toBe('"江苏"')
    expect(storage.get('province')).toBe('江苏')
  })

  it('treats unreadable values as missing', () => {
    localStorage.setItem('gb-web-broken', '{not json')
    expect(storage.get('broken')).toBeUndefined()
  })
})
