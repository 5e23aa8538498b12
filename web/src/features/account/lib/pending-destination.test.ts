import { afterEach, describe, expect, it } from 'vitest'
import { forgetPendingDestination, rememberPendingDestination, takePendingDestination } from './pending-destination'

afterEach(() => sessionStorage.clear())

describe('the protected page kept for after the login', () => {
  it('is taken once by the login that follows', () => {
    rememberPendingDestination('/choice?band=稳')
    expect(takePendingDestination()).toBe('/choice?band=稳')
    expect(takePendingDestination()).toBeUndefined()
  })

  it('is given up when the visitor closes the login dialog, so a later login reloads the page they are on', () => {
    rememberPendingDestination('/choice')
    forgetPendingDestination()
    expect(takePendingDestination()).toBeUndefined()
  })

  it('is never another site', () => {
    rememberPendingDestination('//evil.example/choice')
    rememberPendingDestination('https://evil.example/')
    rememberPendingDestination('/\\evil.example')
    expect(takePendingDestination()).toBeUndefined()
  })

  it('is never another site even when something else wrote it into storage', () => {
    for (const hostile of [
      '//evil.example/choice',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      sessionStorage.setItem('gb-web-after-login', hostile)
      expect(takePendingDestination()).toBeUndefined()
    }
  })
})
