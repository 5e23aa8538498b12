import { describe, expect, it } from 'vitest'
import { absoluteUrl, countdown, isFinal, newIdempotencyKey } from './order'
import { qrPath } from './qr'

describe('order helpers', () => {
  it('counts down in mm:ss and stops at zero', () => {
    expect(countdown(15 * 60_000, 0)).toBe('15:00')
    expect(countdown(61_000, 500)).toBe('01:01')
    expect(countdown(1_000, 5_000)).toBe('00:00')
  })

  it('tells final states', () => {
    expect(isFinal('created')).toBe(false)
    expect(['paid', 'closed', 'expired'].every((s) => isFinal(s as 'paid'))).toBe(true)
  })

  it('makes keys the upstream accepts, each new', () => {
    const a = newIdempotencyKey()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(newIdempotencyKey()).not.toBe(a)
  })

  it('turns the sandbox path into a URL of this site and keeps a provider URL', () => {
    expect(absoluteUrl('/api/v1/pay/sandbox/GK1', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/api/v1/pay/sandbox/GK1',
    )
    expect(absoluteUrl('weixin://wxpay/bizpayurl?pr=abc', 'http://x')).toBe('weixin://wxpay/bizpayurl?pr=abc')
  })

  it('draws a QR code as a square of modules', () => {
    const { size, path } = qrPath('http://127.0.0.1:3000/api/v1/pay/sandbox/GK2026112210000012345678')
    expect(size).toBeGreaterThanOrEqual(25)
    expect(path).toMatch(/^M2 2h1v1h-1z/)
  })
})
