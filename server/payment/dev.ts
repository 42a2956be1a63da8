import formbody from '@fastify/formbody'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type Database, type OrderStatus, shopOrder } from '../db/index'
import type { ErrorBody } from '../errors'
import { CONTENT_SECURITY_POLICY } from '../security-headers'
import { isLoopback } from '../wechat/index'
import type { PaymentAdapter } from './adapter'
import { findOrder, type OrderAnswer, type PaymentResult, settlePayment } from './orders'
import { formActionSources, isAllowedReturnUrl } from './return-url'

/**
 * A loopback stand-in for WeChat Pay (PAYMENT_MODE=dev, the default outside production), so buying a
 * course can be driven end to end without a merchant account: order.pay answers this server's own
 * checkout page, `GET {apiPrefix}/dev/pay/checkout?orderId&returnUrl`, which shows the order and offers
 * one button per outcome; the choice posts to `POST {apiPrefix}/dev/pay/complete`, which settles the
 * order and sends the browser back to returnUrl (303).
 *
 * Like a real H5 cashier, the page leaves history once paid: its script (`GET {apiPrefix}/dev/pay/checkout.js`,
 * same origin, so the server's CSP lets it run) posts the choice in the background and goes on with
 * `location.replace(returnUrl)`, so the order screen takes the cashier's place and back from it returns to
 * where the doctor came from, never to a cashier saying 订单已完成，无需支付. Without script the form posts
 * as before (the cashier stays in history).
 */

export const DEV_CHECKOUT_PATH = '/dev/pay/checkout'
export const DEV_COMPLETE_PATH = '/dev/pay/complete'
export const DEV_CHECKOUT_SCRIPT_PATH = '/dev/pay/checkout.js'

/**
 * The checkout's script: posts the pressed button's outcome with fetch (the redirect not followed) and
 * then replaces the cashier in history with returnUrl; a refusal shows its message on the page; a network
 * failure falls back to the plain form post.
 */
export const DEV_CHECKOUT_SCRIPT = `'use strict'
document.addEventListener('submit', (event) => {
  const form = event.target
  const button = event.submitter
  if (!(form instanceof HTMLFormElement) || !(button instanceof HTMLButtonElement)) return
  event.preventDefault()
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form)) body.append(name, String(value))
  body.append(button.name, button.value)
  const returnUrl = body.get('returnUrl') || '/'
  const buttons = form.querySelectorAll('button')
  for (const each of buttons) each.disabled = true
  const alert = document.querySelector('[data-checkout-alert]')
  fetch(form.action, {
    method: 'POST',
    body,
    redirect: 'manual',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .then(async (response) => {
      if (response.type === 'opaqueredirect' || response.ok) {
        window.location.replace(returnUrl)
        return
      }
      const answer = await response.json().catch(() => ({}))
      if (alert) alert.textContent = answer.message || '支付失败，请稍后重试'
      // The order is settled for good (refunded, or no longer payable): no button to press again.
      if (answer.final) {
        for (const each of buttons) each.remove()
        const back = document.querySelector('[data-checkout-back]')
        if (back) back.hidden = false
        return
      }
      for (const each of buttons) each.disabled = false
    })
    .catch(() => {
      const result = document.createElement('input')
      result.type = 'hidden'
      result.name = button.name
      result.value = button.value
      form.append(result)
      form.submit()
    })
})
`

export interface DevPaymentAdapter extends PaymentAdapter {
  readonly kind: 'dev'
}

export function isDevPaymentAdapter(adapter: PaymentAdapter): adapter is DevPaymentAdapter {
  return adapter.kind === 'dev'
}

export function createDevPaymentAdapter(options: { readonly apiPrefix: string }): DevPaymentAdapter {
  return {
    kind: 'dev',
    provider: 'dev',
    async payUrl(order, returnUrl) {
      const query = new URLSearchParams({ orderId: String(order.id), returnUrl })
      return `${options.apiPrefix}${DEV_CHECKOUT_PATH}?${query}`
    },
    // Nothing was taken, so nothing is given back; the order's status records the refund.
    async refund() {},
  }
}

/** The checkout page's buttons: what each one reports, in the order shown. */
export const DEV_CHECKOUT_CHOICES: readonly { result: PaymentResult; label: string; hint: string }[] = [
  { result: 'SUCCESS', label: '确认支付', hint: '支付成功并开通课程（订单已完成）' },
  { result: 'PAID', label: '支付成功但未发货', hint: '已扣款，课程尚未开通（订单已支付）' },
  { result: 'REJECT', label: '支付失败', hint: '银行拒绝了这笔付款（订单已拒绝）' },
]

/** spec §9 payment labels. */
const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  CREATE: '未付款',
  PAID: '已支付',
  SUCCESS: '已完成',
  CLOSE: '已关闭',
  AFTER: '已退款',
  REJECT: '已拒绝',
}

export interface DevCheckoutOptions {
  readonly database: Database
  /** Pays back a payment that arrived for what the doctor already held. */
  readonly adapter: PaymentAdapter
  readonly apiPrefix: string
  /** LOGIN_REDIRECT_HOSTS: hosts besides the server's own that returnUrl may name. */
  readonly allowedHosts: readonly string[]
}

const ORDER_ID_PATTERN = '^[1-9][0-9]{0,17}$'

interface CheckoutQuery {
  orderId: string
  returnUrl: string
}

interface CompleteBody extends CheckoutQuery {
  result: PaymentResult
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message } satisfies ErrorBody)
}

/** The Origin header names this server (a sandboxed or opaque origin, `null`, does not). */
function isOriginOf(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  )

const yuan = (amount: number) => `¥${amount.toFixed(2)}`

/** What a payment refused because the doctor already held the items says (page and JSON alike). */
export const refundNotice = (amount: number) =>
  `您已购买该课程，本次支付已退款：${yuan(amount)} 将原路退回，无需重复支付`

/** Why the cashier offers no button for an order it may not take. */
function refusalOf(order: OrderAnswer): string {
  if (order.status === 'CREATE') return '您已购买该课程，无需重复支付'
  if (order.status === 'AFTER') return `订单已退款：${yuan(order.payAmount)} 已原路退回，无需支付`
  if (order.status === 'CLOSE') return '订单已关闭，无法支付，请重新下单'
  return `订单${STATUS_LABELS[order.status]}，无需支付`
}

/**
 * The page: plain HTML and a <style> (the CSP allows inline styles), real buttons in a form; its one
 * script (same origin, no inline script) only makes the post leave the cashier out of history.
 */
export function renderCheckoutPage(
  order: OrderAnswer,
  returnUrl: string,
  completeUrl: string,
  scriptUrl: string,
  notice?: string,
): string {
  // The server's own judgement (decision 0038): unpaid, not expired, and not already held.
  const payable = order.payable && notice === undefined
  const items = order.items
    .map(
      (item) =>
        `<li><span class="title">${escapeHtml(item.title)}</span><span>${yuan(item.price)}${item.count > 1 ? ` × ${item.count}` : ''}</span></li>`,
    )
    .join('')
  const actions = payable
    ? `<form method="post" action="${escapeHtml(completeUrl)}">
      <input type="hidden" name="orderId" value="${order.id}">
      <input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
      ${DEV_CHECKOUT_CHOICES.map(
        (choice) =>
          `<button type="submit" name="result" value="${choice.result}" class="choice ${choice.result.toLowerCase()}">${choice.label}<small>${choice.hint}</small></button>`,
      ).join('\n      ')}
      <p class="alert" role="alert" data-checkout-alert></p>
    </form>
    <a class="back" href="${escapeHtml(returnUrl)}" data-checkout-back hidden>返回</a>`
    : `<p class="closed" role="alert" data-checkout-refusal>${escapeHtml(notice ?? refusalOf(order))}</p>
    <a class="back" href="${escapeHtml(returnUrl)}">返回</a>`
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>收银台（开发环境）</title>
<script src="${escapeHtml(scriptUrl)}" defer></script>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: #f5f6f8; color: #1f2329;
    font: 15px/1.5 -apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", sans-serif; }
  header { background: #07c160; color: #fff; padding: 14px 16px; font-size: 17px; font-weight: 600; text-align: center; }
  main { max-width: 480px; margin: 0 auto; padding: 16px; }
  .card { background: #fff; border-radius: 12px; padding: 20px 16px; margin-bottom: 16px; }
  .amount { text-align: center; font-size: 34px; font-weight: 700; margin: 4px 0 8px; }
  .muted { color: #8f959e; font-size: 13px; text-align: center; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 16px 0 0; font-size: 14px; }
  dt { color: #8f959e; }
  dd { margin: 0; text-align: right; word-break: break-all; }
  ul { list-style: none; margin: 12px 0 0; padding: 12px 0 0; border-top: 1px solid #eef0f3; }
  li { display: flex; justify-content: space-between; gap: 12px; font-size: 14px; padding: 4px 0; }
  li .title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  form { display: flex; flex-direction: column; gap: 12px; }
  .choice { display: flex; flex-direction: column; align-items: center; width: 100%; min-height: 52px;
    padding: 10px 16px; border: 1px solid #dcdfe5; border-radius: 26px; background: #fff; color: #1f2329;
    font: inherit; font-size: 16px; font-weight: 600; cursor: pointer; }
  .choice small { font-size: 12px; font-weight: 400; color: inherit; opacity: 0.75; }
  .choice.success { background: #07c160; border-color: #07c160; color: #fff; }
  .choice.reject { color: #e5484d; border-color: #f3b5b7; }
  .alert { margin: 0; color: #e5484d; font-size: 14px; text-align: center; }
  .alert:empty { display: none; }
  .closed { text-align: center; font-size: 16px; margin: 8px 0 16px; }
  [hidden] { display: none !important; }
  .back { display: block; text-align: center; padding: 12px; border-radius: 26px; background: #07c160; color: #fff;
    text-decoration: none; font-weight: 600; }
  .note { color: #8f959e; font-size: 12px; text-align: center; margin-top: 20px; }
</style>
</head>
<body>
<header>收银台</header>
<main>
  <section class="card">
    <p class="muted">应付金额</p>
    <p class="amount" data-testid="pay-amount">${yuan(order.payAmount)}</p>
    <dl>
      <dt>订单号</dt><dd data-testid="order-no">${escapeHtml(order.orderNo)}</dd>
      <dt>订单状态</dt><dd>${STATUS_LABELS[order.status]}</dd>
      ${order.discountAmount > 0 ? `<dt>优惠</dt><dd>-${yuan(order.discountAmount)}</dd>` : ''}
    </dl>
    <ul>${items}</ul>
  </section>
  ${actions}
  <p class="note">开发环境模拟支付，不会产生真实扣款</p>
</main>
</body>
</html>
`
}

/**
 * Registers the checkout page and its form target under the API prefix (`api` is that scope). Both
 * answer loopback callers only (403 payment.dev.loopback.only) and check returnUrl as order.pay does
 * (400 order.return.url.invalid).
 */
export async function registerDevPayCheckout(
  api: FastifyInstance,
  options: DevCheckoutOptions,
): Promise<void> {
  const { database, allowedHosts, adapter } = options
  const completeUrl = `${options.apiPrefix}${DEV_COMPLETE_PATH}`
  const scriptUrl = `${options.apiPrefix}${DEV_CHECKOUT_SCRIPT_PATH}`
  // The form's redirect to an allowed host is checked against form-action too.
  const checkoutCsp = CONTENT_SECURITY_POLICY.replace(
    "form-action 'self'",
    ["form-action 'self'", ...formActionSources(allowedHosts)].join(' '),
  )

  /** The refusals both routes share; undefined when the request may go on. */
  function refusal(request: FastifyRequest, reply: FastifyReply, returnUrl: string) {
    if (!isLoopback(request.ip)) {
      return refuse(reply, 403, 'payment.dev.loopback.only', '开发用支付页面仅限本机访问')
    }
    if (!isAllowedReturnUrl(returnUrl, request.host, allowedHosts)) {
      return refuse(reply, 400, 'order.return.url.invalid', '支付回跳地址无效')
    }
    return undefined
  }

  await api.register(async (scope) => {
    // The page's form posts application/x-www-form-urlencoded; tests may post JSON.
    await scope.register(formbody)

    scope.get<{ Querystring: CheckoutQuery }>(
      DEV_CHECKOUT_PATH,
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['orderId', 'returnUrl'],
            properties: {
              orderId: { type: 'string', pattern: ORDER_ID_PATTERN },
              returnUrl: { type: 'string', minLength: 1, maxLength: 2048 },
            },
          },
        },
        // Runs after the server-wide security headers hook, so this page's CSP wins.
        onSend: async (_request, reply, payload) => {
          reply.header('content-security-policy', checkoutCsp)
          return payload
        },
      },
      async (request, reply) => {
        const refused = refusal(request, reply, request.query.returnUrl)
        if (refused) return refused
        const order = await findOrder(database.db, eq(shopOrder.id, Number(request.query.orderId)))
        if (!order) return refuse(reply, 404, 'order.not.found', '订单不存在')
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderCheckoutPage(order, request.query.returnUrl, completeUrl, scriptUrl))
      },
    )

    scope.get(DEV_CHECKOUT_SCRIPT_PATH, async (request, reply) => {
      if (!isLoopback(request.ip)) {
        return refuse(reply, 403, 'payment.dev.loopback.only', '开发用支付页面仅限本机访问')
      }
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(DEV_CHECKOUT_SCRIPT)
    })

    scope.post<{ Body: CompleteBody }>(
      DEV_COMPLETE_PATH,
      {
        schema: {
          body: {
            type: 'object',
            required: ['orderId', 'returnUrl', 'result'],
            properties: {
              orderId: { type: 'string', pattern: ORDER_ID_PATTERN },
              returnUrl: { type: 'string', minLength: 1, maxLength: 2048 },
              result: { type: 'string', enum: DEV_CHECKOUT_CHOICES.map((choice) => choice.result) },
            },
          },
        },
      },
      async (request, reply) => {
        const refused = refusal(request, reply, request.body.returnUrl)
        if (refused) return refused
        // A page of another site posting here from the developer's browser is refused.
        const origin = request.headers.origin
        if (origin !== undefined && !isOriginOf(origin, request.host)) {
          return refuse(reply, 403, 'payment.dev.origin.invalid', '支付请求来源无效')
        }
        const orderId = Number(request.body.orderId)
        const order = await findOrder(database.db, eq(shopOrder.id, orderId))
        if (!order) return refuse(reply, 404, 'order.not.found', '订单不存在')
        // A browser's plain form post (no script) asks for a page; the script's fetch and tests get JSON.
        const wantsPage = /text\/html/.test(request.headers.accept ?? '')
        const final = (status: number, code: string, message: string) => {
          if (!wantsPage) return reply.code(status).send({ code, message, final: true })
          return findOrder(database.db, eq(shopOrder.id, orderId)).then((now) =>
            reply
              .code(status)
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              .send(
                renderCheckoutPage(now ?? order, request.body.returnUrl, completeUrl, scriptUrl, message),
              ),
          )
        }
        const outcome = await settlePayment(database.db, orderId, request.body.result, 'dev')
        if (outcome === 'NOT_PAYABLE') {
          return final(400, 'order.status.invalid', '订单状态已变化，请刷新后重试')
        }
        if (outcome === 'REFUNDED') {
          await adapter.refund(order)
          request.log.info({ orderId }, 'dev payment refunded: the doctor already held the items')
          return final(409, 'order.payment.refunded', refundNotice(order.payAmount))
        }
        request.log.info({ orderId, result: request.body.result }, 'dev payment settled')
        return reply.redirect(request.body.returnUrl, 303)
      },
    )
  })
}
