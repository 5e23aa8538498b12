import { randomBytes } from 'node:crypto'
import {
  API_PREFIX,
  activeVipCard,
  bindDedicatedCode,
  ERROR_CODE,
  ERROR_TEXT,
  errorEnvelope,
  exchangeJudgment,
  MEMBERSHIP_REFUSAL_CODE,
  MEMBERSHIP_TEXT,
  ORDER_NO_PATTERN,
  PAY_NOTIFY_PATH,
  PAY_SANDBOX_PAGE_PATH,
  PAY_SANDBOX_SCRIPT_PATH,
  PAY_SANDBOX_SIGNATURE_HEADER,
  paySandboxConfirm,
  preCreatePc,
  queryDedicatedCode,
  queryEarlyBatch,
  queryPayOrder,
  queryPayOrderList,
  queryProduct,
} from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { PaymentCallbacks } from './callbacks.js'
import { VipCards } from './cards.js'
import { EARLY_BATCH_GUIDE } from './content.js'
import { DedicatedCodes } from './dedicated-codes.js'
import { seedMembershipDemo } from './demo.js'
import { Memberships } from './memberships.js'
import { Orders } from './orders.js'
import { PRODUCTS, productOf } from './products.js'
import type { CallbackAnswer, PaymentProvider } from './providers/provider.js'
import { SandboxProvider, sandboxSecret } from './providers/sandbox.js'
import { SANDBOX_SCRIPT, sandboxMessage, sandboxPage } from './sandbox-page.js'

export interface MembershipOptions {
  /** Demo mode: the sandbox provider, demo cards and codes, the demo member. */
  demoMode: boolean
  /** PAY_SANDBOX_SECRET; generated at start when empty. */
  sandboxSecret: string
}

const ORDER_NO = new RegExp(ORDER_NO_PATTERN)

/**
 * Products, orders and payment callbacks, VIP cards, the dedicated code and
 * the member-only content (docs/spec-rules.md, Calls: Membership and payment; docs/payments.md).
 */
export default async function membershipRoutes(app: FastifyInstance, options: MembershipOptions): Promise<void> {
  const memberships = new Memberships(app.userDb, app.now)
  const orders = new Orders(app.userDb, app.userDialect, app.now, memberships)
  const cards = new VipCards(app.userDb, app.userDialect, app.now, memberships)
  const codes = new DedicatedCodes(app.userDb, app.now)

  /** The providers whose callbacks are taken, by name; the checkout provider makes new orders. */
  const providers = new Map<string, PaymentProvider>()
  let sandbox: SandboxProvider | undefined
  if (options.demoMode) {
    sandbox = new SandboxProvider(sandboxSecret(options.sandboxSecret))
    providers.set(sandbox.name, sandbox)
    await seedMembershipDemo(app.userDb, app.now(), cards, codes)
  }
  // A real provider (WeChat Pay, Alipay) is added here from its configuration, or handed in by
  // buildUpstream's paymentProviders: docs/payments.md.
  for (const provider of app.paymentProviders) providers.set(provider.name, provider)
  const checkout: PaymentProvider | undefined = app.paymentProviders[0] ?? sandbox
  const callbacks = new PaymentCallbacks(app.userDb, app.now, orders, providers)

  implement(app, queryProduct, () => [...PRODUCTS])

  implement(app, preCreatePc, async ({ body, request }) => {
    const userId = request.userId as number
    const conflict = () =>
      ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.idempotencyConflict, MEMBERSHIP_TEXT.idempotencyConflict)
    // The same key answers the same order, whatever happened to it since.
    const earlier = await orders.findByKey(userId, body.idempotencyKey)
    if (earlier) {
      if (earlier.product_code !== body.productCode) throw conflict()
      return orders.view((await orders.find(earlier.order_no)) ?? earlier)
    }
    const product = productOf(body.productCode)
    if (!product) throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.productNotFound, MEMBERSHIP_TEXT.productNotFound)
    if (!checkout) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.paymentUnavailable, MEMBERSHIP_TEXT.paymentUnavailable)
    }
    const validUntil = await memberships.validUntilFor(userId, product.code)
    const row = await orders.create({
      userId,
      product,
      provider: checkout.name,
      key: body.idempotencyKey,
      validUntil,
      codeUrl: (orderNo, expiresAt) =>
        checkout.createPayment({ orderNo, amountFen: product.priceFen, subject: product.name, expiresAt }),
    })
    if (row.product_code !== body.productCode) throw conflict()
    return orders.view(row)
  })

  const ownOrder = async (orderNo: string, userId: number | undefined) => {
    const row = await orders.find(orderNo)
    if (!row || row.user_id !== userId) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.orderNotFound, MEMBERSHIP_TEXT.orderNotFound)
    }
    return row
  }

  implement(app, queryPayOrder, async ({ body, request }) => orders.view(await ownOrder(body.orderNo, request.userId)))

  implement(app, queryPayOrderList, async ({ body, request }) => {
    const { list, total } = await orders.page(request.userId as number, body.pageNum, body.pageSize)
    return { list: list.map((row) => orders.view(row)), total, pageNum: body.pageNum, pageSize: body.pageSize }
  })

  implement(app, exchangeJudgment, async ({ body, request }) => {
    const card = await cards.usable(body.cardNo)
    const validUntil = await memberships.validUntilFor(request.userId as number, card.product_code)
    const product = productOf(card.product_code)
    return {
      cardNo: card.code,
      productCode: card.product_code,
      productName: product?.name ?? card.product_code,
      cardExpiresAt: card.expires_at,
      validUntil,
    }
  })

  implement(app, activeVipCard, async ({ body, request }) => {
    const userId = request.userId as number
    const card = await cards.usable(body.cardNo)
    const validUntil = await memberships.validUntilFor(userId, card.product_code)
    await cards.activate(card, userId, validUntil)
    request.log.info({ userId, product: card.product_code }, 'vip card activated')
    return {
      productName: productOf(card.product_code)?.name ?? card.product_code,
      vip: await memberships.state(userId),
    }
  })

  implement(app, queryDedicatedCode, ({ request }) => codes.of(request.userId as number))
  implement(app, bindDedicatedCode, ({ body, request }) => codes.bind(request.userId as number, body.code))

  implement(app, queryEarlyBatch, async ({ request }) => {
    await memberships.assert(request.userId, 'earlyBatch')
    return EARLY_BATCH_GUIDE
  })

  const sendAnswer = (reply: FastifyReply, answer: CallbackAnswer) =>
    reply.code(answer.status).type(answer.contentType).send(answer.body)

  // Provider callbacks: POST /api/v1/pay/notify/<provider>. The body stays a string, as signed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    scope.post<{ Params: { provider: string } }>(
      `${API_PREFIX}${PAY_NOTIFY_PATH}/:provider`,
      async (request, reply) => {
        const provider = providers.get(request.params.provider)
        if (!provider) return reply.code(404).send(errorEnvelope(ERROR_CODE.notFound, ERROR_TEXT.notFound))
        const rawBody = typeof request.body === 'string' ? request.body : ''
        const { accepted } = await callbacks.receive(provider, { headers: request.headers, rawBody }, request.log)
        return sendAnswer(reply, provider.answer(accepted))
      },
    )
  })

  if (sandbox) sandboxRoutes(app, sandbox, orders, callbacks)
}

/**
 * The sandbox provider's pages and buttons (demo mode only). Both are the
 * order owner's: the page is opened in the browser that made the order, so
 * the bff adds that student's session, and any other session (or none) is
 * answered 404 or 401 (docs/payments.md, "The sandbox").
 */
function sandboxRoutes(
  app: FastifyInstance,
  sandbox: SandboxProvider,
  orders: Orders,
  callbacks: PaymentCallbacks,
): void {
  const ownSandboxOrder = async (orderNo: string, userId: number | undefined) => {
    const row = ORDER_NO.test(orderNo) ? await orders.find(orderNo) : undefined
    if (!row || row.user_id !== userId || row.provider !== sandbox.name) {
      throw ApiError.notFound(MEMBERSHIP_TEXT.orderNotFound)
    }
    return row
  }

  app.get(`${API_PREFIX}${PAY_SANDBOX_SCRIPT_PATH}`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SANDBOX_SCRIPT),
  )

  app.get<{ Params: { orderNo: string } }>(
    `${API_PREFIX}${PAY_SANDBOX_PAGE_PATH}/:orderNo`,
    { preHandler: app.authenticate },
    async (request, reply) => {
      const row = await ownSandboxOrder(request.params.orderNo, request.userId)
      return reply.type('text/html; charset=utf-8').send(sandboxPage(orders.view(row)))
    },
  )

  // The payer's choice becomes a signed callback, handed to the same verification and settlement as the
  // provider's route. Paying a paid order sends its callback again, as providers retry: the duplicate must
  // change nothing. A closed or expired order sends none: the answer says why nothing was charged.
  implement(app, paySandboxConfirm, async ({ body, request }) => {
    const row = await ownSandboxOrder(body.orderNo, request.userId)
    const resend = row.status === 'paid' && body.action === 'pay'
    if (row.status === 'created' || resend) {
      const now = app.now()
      const { rawBody, signature } = sandbox.sign({
        orderNo: row.order_no,
        amountFen: row.amount,
        status: body.action === 'pay' ? 'paid' : 'closed',
        tradeNo: row.trade_no ?? `SBX${now}${row.order_no.slice(-8)}`,
        paidAt: row.paid_at ?? now,
        nonce: randomNonce(),
      })
      const headers = { 'content-type': 'application/json', [PAY_SANDBOX_SIGNATURE_HEADER]: signature }
      await callbacks.receive(sandbox, { headers, rawBody }, request.log)
    }
    const after = orders.view((await orders.find(row.order_no)) ?? row)
    return { status: after.status, message: sandboxMessage(after, body.action) }
  })
}

function randomNonce(): string {
  return randomBytes(8).toString('hex')
}
