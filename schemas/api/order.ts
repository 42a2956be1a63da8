import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { MAX_ORDER_ITEMS, pageOf, pageQueryProperties } from './paging'

/**
 * Orders and payment (spec §3 order simulation payload, payment status enumeration, §4 payment status,
 * §9 payment labels): buying courses, course packages and offline classes. `order.simulate` (the price
 * preview) lives in academy.ts. Payment goes through the server's payment adapter: `order.pay` answers
 * the adapter's page, which returns to the client's `returnUrl` (docs/server.md, Orders and payment).
 */

export const orderStatusSchema = {
  type: 'string',
  enum: ['CREATE', 'PAID', 'SUCCESS', 'CLOSE', 'AFTER', 'REJECT'],
  description:
    'CREATE 未付款 (unpaid), PAID 已支付 (paid, not yet fulfilled), SUCCESS 已完成 (paid and fulfilled: the course is open), CLOSE 已关闭 (cancelled, or unpaid 30 minutes after creation), AFTER 已退款 (refunded), REJECT 已拒绝 (the payment failed)',
} as const

export const orderItemTypeSchema = {
  type: 'string',
  enum: ['COURSE', 'COURSE_PACKAGE', 'OFFLINE_CLASS'],
  description: 'What is bought',
} as const

const tradeTypeSchema = { type: 'string', enum: ['WX_APP'], description: 'Trade type (spec §3)' } as const
const payTypeSchema = { type: 'string', enum: ['WX_PAY'], description: 'Pay type (spec §3)' } as const

const amountSchema = (description: string) =>
  ({ type: 'number', minimum: 0, description: `${description} (yuan, 2 decimals)` }) as const

export const orderItemSchema = {
  type: 'object',
  required: ['objectId', 'objectType', 'skuId', 'title', 'picUrl', 'price', 'count'],
  additionalProperties: false,
  properties: {
    objectId: { type: 'integer', description: 'The course, package or offline class' },
    objectType: orderItemTypeSchema,
    skuId: { type: 'integer', description: 'The SKU as sent (the object id when the item has one SKU)' },
    title: { type: 'string', description: 'Title when ordered' },
    picUrl: { type: 'string', description: 'Cover when ordered' },
    price: amountSchema("Unit price when ordered (a course's limited-time price while it has one)"),
    count: { type: 'integer', minimum: 1, description: 'Quantity' },
  },
} as const

/** Orders unpaid this long after creation read as CLOSE. */
export const ORDER_PAY_MINUTES = 30

export const orderSchema = {
  type: 'object',
  required: [
    'id',
    'orderNo',
    'status',
    'items',
    'totalAmount',
    'discountAmount',
    'payAmount',
    'tradeType',
    'payType',
    'createdAt',
    'paidAt',
    'closedAt',
    'refundedAt',
    'expireAt',
    'payable',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Order id' },
    orderNo: { type: 'string', description: 'Order number shown to the user (20 digits)' },
    status: orderStatusSchema,
    items: {
      type: 'array',
      maxItems: MAX_ORDER_ITEMS,
      items: orderItemSchema,
      description: 'What was ordered',
    },
    totalAmount: amountSchema('Sum of price × count'),
    discountAmount: amountSchema('Taken off by the coupon'),
    payAmount: amountSchema('What is paid: totalAmount − discountAmount'),
    tradeType: tradeTypeSchema,
    payType: payTypeSchema,
    createdAt: { type: 'string', format: 'date-time', description: 'When it was created' },
    paidAt: { type: ['string', 'null'], format: 'date-time', description: 'When it was paid; null before' },
    closedAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When it was cancelled, or expireAt for an order that expired unpaid; null otherwise',
    },
    refundedAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When it was refunded; null otherwise',
    },
    expireAt: {
      type: 'string',
      format: 'date-time',
      description: `Pay before this (${ORDER_PAY_MINUTES} minutes after creation); a CREATE order past it reads as CLOSE`,
    },
    payable: {
      type: 'boolean',
      description:
        'order.pay would take it now: status CREATE (unpaid, before expireAt) and the caller does not already hold every item (a course owned or paid in another order, a package whose every course is held, an offline class joined). Show 去支付 only when true',
    },
  },
} as const

/** order.create's answer: the order, and whether it is an unpaid order of the same items answered again. */
export const orderCreatedSchema = {
  ...orderSchema,
  required: [...orderSchema.required, 'resumed'],
  properties: {
    ...orderSchema.properties,
    resumed: {
      type: 'boolean',
      description:
        'true: the caller already had an unpaid order of exactly these courses or packages, and this is it (same id, coupon and amounts; the coupons sent are not applied again); false: a new order',
    },
  },
} as const

const orderIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, description: 'The order' } },
} as const

const orderNotFound = {
  status: 404,
  code: 'order.not.found',
  when: 'no such order of the caller (订单不存在)',
} as const

const statusInvalid = (when: string) =>
  ({ status: 400, code: 'order.status.invalid', when: `${when} (订单状态已变化，请刷新后重试)` }) as const

export const orderEndpoints = defineEndpoints([
  {
    name: 'order.create',
    method: 'POST',
    path: '/order/v1/user/order',
    changes: ['order'],
    auth: true,
    summary: `Creates an unpaid order (CREATE, ${ORDER_PAY_MINUTES} minutes to pay) at today's prices, or answers the caller's open one of the same courses or packages (resumed): one open order per doctor and item.`,
    body: {
      type: 'object',
      required: ['orderItemRequests'],
      additionalProperties: false,
      properties: {
        orderItemRequests: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_ORDER_ITEMS,
          description: 'What to buy (spec §3 order simulation payload)',
          items: {
            type: 'object',
            required: ['count', 'objectId', 'skuId'],
            additionalProperties: false,
            properties: {
              count: {
                type: 'integer',
                minimum: 1,
                maximum: 99,
                description: 'Quantity; a course or package is bought once whatever the count',
              },
              objectId: { type: 'integer', minimum: 1, description: 'The course, package or offline class' },
              skuId: { type: 'integer', minimum: 0, description: 'The SKU (the object id when it has one)' },
              objectType: {
                ...orderItemTypeSchema,
                default: 'COURSE',
                description: 'What objectId names (default COURSE)',
              },
            },
          },
        },
        orderCouponRequests: {
          type: 'array',
          maxItems: 5,
          default: [],
          description: 'Coupons to apply (order.simulate lists them); at most one applies, the first usable',
          items: {
            type: 'object',
            required: ['couponId'],
            additionalProperties: false,
            properties: { couponId: { type: 'integer', minimum: 1, description: 'The coupon' } },
          },
        },
      },
    },
    response: orderCreatedSchema,
    errors: [
      ...sessionErrors,
      {
        status: 404,
        code: 'academy.course.not.found',
        when: 'a course that does not exist or is not on sale (INACTIVE)',
      },
      {
        status: 404,
        code: 'order.item.not.found',
        when: 'a course package or offline class that does not exist (商品不存在)',
      },
      {
        status: 400,
        code: 'academy.course.purchased',
        when: 'the caller already holds the course (owned, or paid and awaiting delivery), or every course of the package (已购买该课程)',
      },
      {
        status: 400,
        code: 'academy.offline.class.applied',
        when: 'the caller has already joined the offline class (您已报名)',
      },
      {
        status: 400,
        code: 'order.item.not.on.sale',
        when: "outside the course's sales window, or the offline class's registration window (当前不在销售时间内)",
      },
      {
        status: 400,
        code: 'order.coupon.invalid',
        when: 'coupons were sent but none applies: not the caller’s, used, held by another unpaid order (also when a parallel order took it first), or the order is below its threshold (优惠券不可用)',
      },
      {
        status: 400,
        code: 'order.unpaid.exists',
        when: 'an item is in another unpaid order of the caller with other items: pay or cancel that order first (该商品已有待支付订单，请先支付或取消)',
      },
    ],
  },
  {
    name: 'order.items',
    method: 'GET',
    path: '/order/v1/user/order/items',
    shows: ['order'],
    auth: true,
    summary: "The caller's orders, newest first, optionally of one status.",
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: { ...orderStatusSchema, description: 'Only orders in this status; all when omitted' },
        ...pageQueryProperties,
      },
    },
    response: pageOf(orderSchema, 'Page<Order>'),
    errors: [...sessionErrors],
  },
  {
    name: 'order.detail',
    method: 'GET',
    path: '/order/v1/user/order/{id}',
    shows: ['order'],
    auth: true,
    summary: 'One of the caller’s orders.',
    params: orderIdParams,
    response: orderSchema,
    errors: [...sessionErrors, orderNotFound],
  },
  {
    name: 'order.pay',
    method: 'POST',
    path: '/order/v1/user/order/{id}/pay',
    // The call stores nothing: the payment, and the purchases and sign-ups it opens, happen on the provider's
    // page outside the API (the dev cashier, WeChat Pay), and returnUrl loads the app afresh. The order is
    // named so that a screen still open reads its status again, and purchases because its refusal
    // (academy.course.purchased) says the doctor already holds the course: the course screens read it again.
    changes: ['order', 'purchase'],
    auth: true,
    summary:
      'Starts paying a CREATE order: answers the payment page to open, which returns to returnUrl when done. An order whose items the caller already holds is refused and closed, before any charge.',
    params: orderIdParams,
    body: {
      type: 'object',
      required: ['returnUrl'],
      additionalProperties: false,
      properties: {
        tradeType: { ...tradeTypeSchema, default: 'WX_APP' },
        payType: { ...payTypeSchema, default: 'WX_PAY' },
        returnUrl: {
          type: 'string',
          minLength: 1,
          maxLength: 2048,
          description:
            "Where the payment page sends the browser back: a path on this site (/v3/…), or an http(s) URL on the server's host or LOGIN_REDIRECT_HOSTS",
        },
      },
    },
    response: {
      type: 'object',
      required: ['orderId', 'tradeType', 'payType', 'payUrl'],
      additionalProperties: false,
      properties: {
        orderId: { type: 'integer', description: 'The order' },
        tradeType: tradeTypeSchema,
        payType: payTypeSchema,
        payUrl: {
          type: 'string',
          description:
            'The payment page to open (PAYMENT_MODE=dev: the loopback checkout page /api/dev/pay/checkout?orderId&returnUrl)',
        },
      },
    },
    errors: [
      ...sessionErrors,
      orderNotFound,
      statusInvalid('the order is not CREATE: paid, closed, expired, refunded or rejected'),
      {
        status: 400,
        code: 'academy.course.purchased',
        when: 'the caller already holds every item (bought or paid since, e.g. in another order): nothing is charged and the order is closed (已购买该课程，无需重复支付)',
      },
      {
        status: 400,
        code: 'order.return.url.invalid',
        when: 'returnUrl is neither a path on this site nor on an allowed host (支付回跳地址无效)',
      },
      {
        status: 501,
        code: 'payment.unavailable',
        when: 'PAYMENT_MODE=live: WeChat Pay is not connected (no merchant keys) (暂不支持在线支付)',
      },
    ],
  },
  {
    name: 'order.cancel',
    method: 'POST',
    path: '/order/v1/user/order/{id}/cancel',
    changes: ['order'],
    auth: true,
    summary: 'Cancels an unpaid order: CREATE → CLOSE.',
    params: orderIdParams,
    response: orderSchema,
    errors: [...sessionErrors, orderNotFound, statusInvalid('the order is not CREATE')],
  },
  {
    name: 'order.refund',
    method: 'POST',
    path: '/order/v1/user/order/{id}/refund',
    changes: ['order', 'purchase', 'offlineClass'],
    auth: true,
    summary: 'Refunds a paid order: PAID or SUCCESS → AFTER; the courses it opened close again.',
    params: orderIdParams,
    response: orderSchema,
    errors: [...sessionErrors, orderNotFound, statusInvalid('the order is neither PAID nor SUCCESS')],
  },
])
