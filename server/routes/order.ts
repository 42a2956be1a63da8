import { randomInt } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { ORDER_PAY_MINUTES, type orderEndpoints } from '../../schemas/api/order'
import { applyCoupons, type OrderItemRequest, priceOrderItems } from '../academy/pricing'
import { type AppDb, type OrderStatus, shopOrder, shopOrderItem } from '../db/index'
import { prepared } from '../db/prepared'
import { ApiError } from '../errors'
import { claimFor, isClaimed, lockClaims, resumableOrder } from '../payment/claims'
import { holdCoupon, lockCoupons } from '../payment/coupons'
import {
  answerOrders,
  cancelOrder,
  countOrders,
  findOrder,
  isAllowedReturnUrl,
  type OrderAnswer,
  type OrderPageRow,
  orderPage,
  orderStatusSql,
  ownOrder,
  PaymentUnavailableError,
  refundOrder,
} from '../payment/index'
import type { Handlers } from './handler'

type OrderEndpointName = (typeof orderEndpoints)[number]['name']

const orderNotFound = () => new ApiError(404, 'order.not.found', '订单不存在')
const statusInvalid = () => new ApiError(400, 'order.status.invalid', '订单状态已变化，请刷新后重试')
const paymentUnavailable = () => new ApiError(501, 'payment.unavailable', '暂不支持在线支付')
const unpaidExists = () => new ApiError(400, 'order.unpaid.exists', '该商品已有待支付订单，请先支付或取消')

/** 20 digits: the Beijing time to the second, then 6 random digits. */
function newOrderNo(now: Date): string {
  const beijing = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '')
  return `${beijing}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

async function ownOrderOrThrow(db: AppDb, orderId: number, accountId: number): Promise<OrderAnswer> {
  const order = await findOrder(db, ownOrder(orderId, accountId))
  if (!order) throw orderNotFound()
  return order
}

/** All of a doctor's orders: what 我的订单 lists without a status tab. */
const doctorsOrders = eq(shopOrder.accountId, sql.placeholder('accountId'))

const doctorsOrderPage = prepared('order_page', (db, name) =>
  orderPage(db, doctorsOrders)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
)

const doctorsOrderCount = prepared('order_count', (db, name) =>
  db.select({ total: count() }).from(shopOrder).where(doctorsOrders).prepare(name),
)

export const orderHandlers: Handlers<OrderEndpointName> = {
  'order.create': async ({ body, session, database }) => {
    const accountId = Number(session.userId)
    const { db } = database
    // One line per object: asking twice for a course still buys it once.
    const requests = new Map<string, OrderItemRequest>()
    for (const item of body.orderItemRequests) {
      const key = `${item.objectType}:${item.objectId}`
      if (!requests.has(key)) requests.set(key, item)
    }
    // The same prices and coupon rule as order.simulate, so the preview and the order agree.
    const items = await priceOrderItems(db, accountId, [...requests.values()])
    const couponIds = body.orderCouponRequests.map((coupon) => coupon.couponId)
    const now = new Date()
    const created = await db.transaction(async (tx) => {
      // One open order per doctor and course or package (decision 0038): the claim rows of its items are
      // locked until this transaction ends, so 20 parallel 立即购买 run one after the other, and every one
      // after the first finds the first's order open and answers it.
      const claims = await lockClaims(tx, accountId, items.filter(isClaimed))
      const resumable = await resumableOrder(tx, claims, items)
      if (resumable === 'CONFLICT') throw unpaidExists()
      if (resumable !== 'NONE') return { orderId: resumable.orderId, resumed: true }
      // The coupons asked for are locked too: of two parallel orders wanting one, the second reads it held.
      const amounts = applyCoupons(items, await lockCoupons(tx, accountId, couponIds), couponIds, true)
      const chosen = amounts.coupons.find((coupon) => coupon.selected)
      if (couponIds.length > 0 && !chosen) throw new ApiError(400, 'order.coupon.invalid', '优惠券不可用')
      // The order number is random in its last 6 digits: on the rare clash, draw again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [order] = await tx
          .insert(shopOrder)
          .values({
            orderNo: newOrderNo(now),
            accountId,
            totalAmount: amounts.totalAmount,
            discountAmount: amounts.discountAmount,
            payAmount: amounts.payAmount,
            expireAt: sql`now() + make_interval(mins => ${ORDER_PAY_MINUTES})`,
          })
          .onConflictDoNothing({ target: shopOrder.orderNo })
          .returning({ id: shopOrder.id })
        if (!order) continue
        await tx.insert(shopOrderItem).values(items.map((item) => ({ ...item, orderId: order.id })))
        await claimFor(tx, accountId, items.filter(isClaimed), order.id)
        if (chosen) await holdCoupon(tx, chosen.id, order.id)
        return { orderId: order.id, resumed: false }
      }
      throw new Error('could not draw a free order number')
    })
    return { ...(await ownOrderOrThrow(db, created.orderId, accountId)), resumed: created.resumed }
  },

  'order.items': async ({ query, session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const page = { limit: query.size, offset: (query.page - 1) * query.size }
    let rows: OrderPageRow[]
    let total: number | undefined
    if (query.status === undefined) {
      rows = await doctorsOrderPage(db).execute({ accountId, ...page })
      total = rows[0]?.total ?? (await doctorsOrderCount(db).execute({ accountId }))[0]?.total
    } else {
      // A status tab: the rarer shape, built for its status.
      const where = and(
        eq(shopOrder.accountId, accountId),
        sql`${orderStatusSql} = ${query.status satisfies OrderStatus}`,
      )
      rows = await orderPage(db, where).limit(page.limit).offset(page.offset)
      total = rows[0]?.total ?? (await countOrders(db, where))
    }
    const items = await answerOrders(db, rows)
    const count = total ?? 0
    return {
      items,
      total: count,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < count,
    }
  },

  'order.detail': async ({ params, session, database }) =>
    ownOrderOrThrow(database.db, params.id, Number(session.userId)),

  'order.pay': async ({ params, body, session, request, database, services }) => {
    if (!isAllowedReturnUrl(body.returnUrl, request.host, services.redirectHosts)) {
      throw new ApiError(400, 'order.return.url.invalid', '支付回跳地址无效')
    }
    const accountId = Number(session.userId)
    const order = await ownOrderOrThrow(database.db, params.id, accountId)
    if (order.status !== 'CREATE') throw statusInvalid()
    // Never charged twice: the doctor holds everything in it (bought since, or paid in another order).
    if (!order.payable) {
      await cancelOrder(database.db, order.id, accountId)
      throw new ApiError(400, 'academy.course.purchased', '已购买该课程，无需重复支付')
    }
    let payUrl: string
    try {
      payUrl = await services.payment.payUrl(order, body.returnUrl)
    } catch (error) {
      if (error instanceof PaymentUnavailableError) throw paymentUnavailable()
      throw error
    }
    return { orderId: order.id, tradeType: body.tradeType, payType: body.payType, payUrl }
  },

  'order.cancel': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    const order = await ownOrderOrThrow(database.db, params.id, accountId)
    // Cancelling twice, or an order that expired unpaid, answers the closed order.
    if (order.status === 'CLOSE') return order
    if (order.status !== 'CREATE' || !(await cancelOrder(database.db, order.id, accountId))) {
      throw statusInvalid()
    }
    return ownOrderOrThrow(database.db, order.id, accountId)
  },

  'order.refund': async ({ params, session, database, services }) => {
    const accountId = Number(session.userId)
    const order = await ownOrderOrThrow(database.db, params.id, accountId)
    if (order.status !== 'PAID' && order.status !== 'SUCCESS') throw statusInvalid()
    try {
      await services.payment.refund(order)
    } catch (error) {
      if (error instanceof PaymentUnavailableError) throw paymentUnavailable()
      throw error
    }
    if (!(await refundOrder(database.db, order.id, accountId, services.payment.provider)))
      throw statusInvalid()
    return ownOrderOrThrow(database.db, order.id, accountId)
  },
}
