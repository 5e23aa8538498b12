import { TOKEN_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { SANDBOX_SCRIPT } from '../src/modules/membership/sandbox-page.js'
import { grantsOf, HELD, order, START, statusOf, student, T, usePaymentApps } from './support/payment-once-api.js'

/** The sandbox's page and its buttons (docs/payments.md, "One payment per product"): the order owner's, showing the order's final state. */

let sandboxApp: FastifyInstance
const { confirm } = usePaymentApps(
  () => START,
  (apps) => {
    sandboxApp = apps.sandboxApp
  },
)

describe('the sandbox page and its buttons belong to the order’s owner', () => {
  it('refuses another student’s confirm and cancel with a 404 envelope, and a call without a session with 401', async () => {
    const owner = await student(sandboxApp)
    const other = await student(sandboxApp)
    const a = await order(sandboxApp, owner.token)
    for (const action of ['pay', 'cancel'] as const) {
      expect(await confirm(a.orderNo, action, other.token)).toMatchObject({
        status: 404,
        code: 404,
        msg: T.orderNotFound,
      })
      expect(await confirm(a.orderNo, action)).toMatchObject({ status: 401, code: 401, msg: '请先登录' })
    }
    const page = (token?: string) =>
      sandboxApp.inject({ method: 'GET', url: a.codeUrl, headers: token ? { [TOKEN_HEADER]: token } : {} })
    expect(await page(other.token).then((r) => [r.statusCode, r.json().msg])).toEqual([404, T.orderNotFound])
    expect((await page()).statusCode).toBe(401)
    expect(await statusOf(sandboxApp, a.orderNo, owner.token)).toEqual({ status: 'created', statusReason: null })
    expect(grantsOf(sandboxApp, other.id)).toEqual([])
    expect(grantsOf(sandboxApp, owner.id)).toEqual([])
    // The owner can.
    expect((await page(owner.token)).statusCode).toBe(200)
    expect((await confirm(a.orderNo, 'pay', owner.token)).data.status).toBe('paid')
  })
})

/**
 * The page's script run against a stand-in for the few DOM calls it makes,
 * its fetch answered by the upstream: what a payer sees after pressing a button.
 */
async function pressOnPage(html: string, action: 'pay' | 'cancel', token: string) {
  const attr = (name: string) => {
    const value = new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]
    if (value === undefined) throw new Error(`the page has no ${name}`)
    return value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  }
  const statusField = { textContent: /data-field="status">([^<]*)</.exec(html)?.[1] ?? '(no status field)' }
  const message: { textContent: string; attributes: Record<string, string> } = { textContent: '', attributes: {} }
  const listeners: Record<string, () => void> = {}
  const button = (name: string) => ({
    disabled: false,
    getAttribute: () => name,
    addEventListener: (_: string, fn: () => void) => {
      listeners[name] = fn
    },
  })
  const main = {
    getAttribute: (name: string) => attr(name),
    querySelector: (selector: string) =>
      selector === '[data-field="status"]'
        ? statusField
        : selector === '[role="status"]'
          ? Object.assign(message, {
              setAttribute: (k: string, v: string) => {
                message.attributes[k] = v
              },
            })
          : null,
    querySelectorAll: () => [button('pay'), button('cancel')],
  }
  let settled: Promise<unknown> = Promise.resolve()
  const fetch = (url: string, init: { body: string; headers: Record<string, string> }) => {
    const call = sandboxApp
      .inject({ method: 'POST', url, payload: init.body, headers: { ...init.headers, [TOKEN_HEADER]: token } })
      .then((res) => ({ json: () => res.json() }))
    settled = call.then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    return call
  }
  const document = { querySelector: () => main }
  new Function('document', 'fetch', SANDBOX_SCRIPT)(document, fetch)
  listeners[action]?.()
  await settled
  return {
    status: statusField.textContent,
    message: message.textContent,
    dataStatus: message.attributes['data-status'],
  }
}

describe('the sandbox page shows the order’s final state', () => {
  it('after confirming: 已支付 and its message, not 待支付; reloaded, the same', async () => {
    const { token } = await student(sandboxApp)
    const a = await order(sandboxApp, token)
    const html = (await sandboxApp.inject({ method: 'GET', url: a.codeUrl, headers: { [TOKEN_HEADER]: token } })).body
    expect(html).toContain(`data-field="status">${T.orderStatusName.created}<`)

    expect(await pressOnPage(html, 'pay', token)).toEqual({
      status: T.orderStatusName.paid,
      message: T.sandboxPaid,
      dataStatus: 'paid',
    })
    const reloaded = (await sandboxApp.inject({ method: 'GET', url: a.codeUrl, headers: { [TOKEN_HEADER]: token } }))
      .body
    expect(reloaded).toContain(`data-field="status">${T.orderStatusName.paid}<`)
    expect(reloaded).toContain(`>${T.sandboxPaid}</p>`)
  })

  it('after a refused payment: 已取消 and why nothing was charged', async () => {
    const { token } = await student(sandboxApp)
    const a = await order(sandboxApp, token)
    const b = await order(sandboxApp, token)
    const pageOfB = (await sandboxApp.inject({ method: 'GET', url: b.codeUrl, headers: { [TOKEN_HEADER]: token } }))
      .body
    expect((await confirm(a.orderNo, 'pay', token)).data.status).toBe('paid')
    // B's page was opened before A was paid: pressing 确认支付 there shows B's real state.
    expect(await pressOnPage(pageOfB, 'pay', token)).toEqual({
      status: T.orderStatusName.closed,
      message: T.sandboxRefused(HELD),
      dataStatus: 'closed',
    })
  })
})
