import { MEMBERSHIP_TEXT as T } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { absoluteUrl, countdown, isFinal, newIdempotencyKey, unpaidOutcome } from './order'
import { qrPath } from './qr'

describe('order helpers', () => {
  it('counts down in mm:ss and stops at zero', () => {
    expect(countdown(15 * 60_000, 0)).toBe('15:00')
    expect(countdown(61_000, 500)).toBe('01:01')
    expect(countdown(1_000, 5_000)).toBe('00:00')
  })

  it('tells final states', () => {
    expect(isFinal('created')).toBe(false)
    expect(['paid', 'closed', 'expired', 'refunding'].every((s) => isFinal(s as 'paid'))).toBe(true)
  })

  it('says why an order ended unpaid, and offers a new one only when the product is not held', () => {
    expect(unpaidOutcome({ status: 'closed', statusReason: null })).toEqual({
      text: T.closed,
      detail: null,
      retry: true,
    })
    expect(unpaidOutcome({ status: 'expired', statusReason: null })).toEqual({
      text: T.expired,
      detail: null,
      retry: true,
    })
    // Closed because another order (another tab) or a card gave the product: nothing to buy again.
    expect(unpaidOutcome({ status: 'closed', statusReason: 'held' })).toEqual({
      text: '订单已关闭：你已通过其他订单或会员卡开通该商品，本订单不会扣款',
      detail: null,
      retry: false,
    })
    expect(unpaidOutcome({ status: 'refunding', statusReason: 'held' })).toEqual({
      text: '本次付款未能开通商品，款项将原路退回',
      detail: '已通过其他订单或会员卡开通该商品',
      retry: false,
    })
    expect(unpaidOutcome({ status: 'refunding', statusReason: 'late' })).toEqual({
      text: T.refunding,
      detail: '付款时订单已取消或已超时',
      retry: true,
    })
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
