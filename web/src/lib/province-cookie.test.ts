import { afterEach, describe, expect, it } from 'vitest'
import { writeProvinceCookie } from './province-cookie'

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'gb-web-province=; path=/; max-age=0'
})

describe('writeProvinceCookie', () => {
  it('mirrors the province, URI-encoded, under gb-web-province', () => {
    writeProvinceCookie('江苏')
    expect(document.cookie).toContain(`gb-web-province=${encodeURIComponent('江苏')}`)
    writeProvinceCookie('山东')
    expect(document.cookie).toContain(`gb-web-province=${encodeURIComponent('山东')}`)
    expect(document.cookie).not.toContain(encodeURIComponent('江苏'))
  })

  it('writes nothing while no province is picked', () => {
    writeProvinceCookie('')
    expect(document.cookie).not.toContain('gb-web-province')
  })
})
