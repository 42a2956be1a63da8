import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../server/app'
import {
  academyCourse,
  coursePackage,
  coursePurchase,
  type Database,
  lecturer,
  offlineClass,
  offlineClassApplication,
  packageCourse,
  payment,
} from '../../server/db/index'
import { createLivePaymentAdapter } from '../../server/payment/index'
import { seedOrders } from '../../server/seed/index'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  type ErrorAnswer,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  TEST_TOKEN_SECRET,
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

interface OrderItem {
  objectId: number
  objectType: string
  skuId: number
  title: string
  picUrl: string
  price: number
  count: number
}

interface Order {
  id: number
  orderNo: string
  status: string
  items: OrderItem[]
  totalAmount: number
  discountAmount: number
  payAmount: number
  tradeType: string
  payType: string
  createdAt: string
  paidAt: string | null
  closedAt: string | null
  refundedAt: string | null
  expireAt: string
}

interface PayAnswer {
  orderId: number
  tradeType: string
  payType: string
  payUrl: string
}

/** Catalogue rows of these tests, with ids no seed uses. */
const COURSE = { id: 9001, title: '皮肤镜进阶：色素性皮损', price: 99 }
const DISCOUNTED = { id: 9002, title: '银屑病生物制剂全程管理', price: 399, discountPrice: 299 }
const INACTIVE_COURSE = 9003
const PACKAGE = { id: 9001, title: '皮肤肿瘤专题套餐', price: 199, courseIds: [9004, 9005] }
const OFFLINE = { id: 9001, title: '皮肤外科缝合训练营', price: 1200 }
/** Courses each test buys on its own, so one test's purchase never blocks another's order. */
const SPARE_COURSES = Array.from({ length: 30 }, (_, index) => 9011 + index)

async function insertCatalogue(database: Database): Promise<void> {
  const { db } = database
  const [speaker] = await db
    .insert(lecturer)
    .values({ name: '测试讲者', title: '主任医师', hospital: '测试医院' })
    .returning({ id: lecturer.id })
  const lecturerId = speaker?.id ?? 0
  const course = (id: number, title: string, price: number) => ({
    id,
    title,
    bigPicUrl: `/media/covers/course-${id}.svg`,
    courseType: 'VIDEO' as const,
    category: '皮肤镜',
    lecturerId,
    price,
    originalPrice: price,
  })
  await db.insert(academyCourse).values([
    course(COURSE.id, COURSE.title, COURSE.price),
    {
      ...course(DISCOUNTED.id, DISCOUNTED.title, DISCOUNTED.price),
      discountPrice: DISCOUNTED.discountPrice,
    },
    { ...course(INACTIVE_COURSE, '已下架课程', 59), status: 'INACTIVE' as const },
    ...PACKAGE.courseIds.map((id) => course(id, `套餐课程 ${id}`, 149)),
    ...SPARE_COURSES.map((id) => course(id, `课程 ${id}`, 49.9)),
  ])
  await db.insert(coursePackage).values({
    id: PACKAGE.id,
    title: PACKAGE.title,
    price: PACKAGE.price,
    originalPrice: 298,
  })
  await db
    .insert(packageCourse)
    .values(
      PACKAGE.courseIds.map((courseId, index) => ({ packageId: PACKAGE.id, courseId, sortOrder: index })),
    )
  const day = 86_400_000
  await db.insert(offlineClass).values({
    id: OFFLINE.id,
    activityId: 99_001,
    title: OFFLINE.title,
    city: '上海',
    address: '徐汇区某医院教学楼',
    startTime: new Date(Date.now() + 30 * day),
    endTime: new Date(Date.now() + 31 * day),
    registrationStartTime: new Date(Date.now() - day),
    registrationEndTime: new Date(Date.now() + 20 * day),
    quota: 30,
    price: OFFLINE.price,
  })
}

describe.each(databaseTargets)('order endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let other: LoginAnswer
  const spare = [...SPARE_COURSES]
  /** A course this test alone buys. */
  const spareCourse = () => {
    const id = spare.shift()
    if (id === undefined) throw new Error('out of spare courses: add ids to SPARE_COURSES')
    return id
  }

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    await insertCatalogue(server.database)
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
    other = await passwordLogin(app, UNCERTIFIED_MOBILE, SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  const call = (
    login: LoginAnswer | undefined,
    method: InjectOptions['method'],
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `${api}${path}`,
      headers: login ? bearer(login.token) : {},
      ...(payload ? { payload } : {}),
    })

  const create = (
    login: LoginAnswer,
    items: { objectId: number; objectType?: string; count?: number }[],
    couponIds: number[] = [],
  ) =>
    call(login, 'POST', '/order/v1/user/order', {
      orderItemRequests: items.map((item) => ({ count: 1, skuId: item.objectId, ...item })),
      orderCouponRequests: couponIds.map((couponId) => ({ couponId })),
    })

  const createOrder = async (login: LoginAnswer, courseId: number) => {
    const response = await create(login, [{ objectId: courseId }])
    if (response.statusCode !== 200)
      throw new Error(`order.create answered ${response.statusCode} ${response.body}`)
    return response.json<Order>()
  }

  const detail = async (login: LoginAnswer, orderId: number) =>
    (await call(login, 'GET', `/order/v1/user/order/${orderId}`)).json<Order>()

  const pay = (login: LoginAnswer, orderId: number, returnUrl = `/v3/user/pay?id=${orderId}`) =>
    call(login, 'POST', `/order/v1/user/order/${orderId}/pay`, {
      tradeType: 'WX_APP',
      payType: 'WX_PAY',
      returnUrl,
    })

  const complete = (
    orderId: number,
    result: string,
    returnUrl = `/v3/user/pay?id=${orderId}`,
    extra: Partial<InjectOptions> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `${api}/dev/pay/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ orderId: String(orderId), returnUrl, result }).toString(),
      ...extra,
    })

  /** Creates an order of a spare course and settles it through the dev checkout with `result`. */
  const settledOrder = async (login: LoginAnswer, result: string, courseId = spareCourse()) => {
    const order = await createOrder(login, courseId)
    const settled = await complete(order.id, result)
    if (settled.statusCode !== 303) throw new Error(`complete answered ${settled.statusCode} ${settled.body}`)
    return { order: await detail(login, order.id), courseId }
  }

  const activePurchases = (accountId: number, courseId: number) =>
    server.database.db
      .select({ orderId: coursePurchase.orderId })
      .from(coursePurchase)
      .where(
        and(
          eq(coursePurchase.accountId, accountId),
          eq(coursePurchase.courseId, courseId),
          isNull(coursePurchase.revokedAt),
        ),
      )

  /** Moves an order 2 hours into the past: unpaid, it expired 90 minutes ago. */
  const expire = (orderId: number) =>
    server.database.sql.query(
      `UPDATE shop_order SET created_at = now() - interval '2 hours', expire_at = now() - interval '90 minutes' WHERE id = $1`,
      [orderId],
    )

  describe('order.create', () => {
    it('creates a CREATE order at the course’s price, payable for 30 minutes, with a 20-digit order number', async () => {
      const response = await create(doctor, [{ objectId: COURSE.id }])
      expect(response.statusCode).toBe(200)
      const order = response.json<Order>()
      expect(order).toMatchObject({
        status: 'CREATE',
        totalAmount: COURSE.price,
        discountAmount: 0,
        payAmount: COURSE.price,
        tradeType: 'WX_APP',
        payType: 'WX_PAY',
        paidAt: null,
        closedAt: null,
        refundedAt: null,
        items: [
          {
            objectId: COURSE.id,
            objectType: 'COURSE',
            skuId: COURSE.id,
            title: COURSE.title,
            picUrl: `/media/covers/course-${COURSE.id}.svg`,
            price: COURSE.price,
            count: 1,
          },
        ],
      })
      expect(order.orderNo).toMatch(/^\d{20}$/)
      const minutes = (Date.parse(order.expireAt) - Date.parse(order.createdAt)) / 60_000
      expect(minutes).toBeCloseTo(30, 1)
    })

    it('a course with a limited-time price is ordered at that price; a course counts once whatever the count', async () => {
      const order = (await create(doctor, [{ objectId: DISCOUNTED.id, count: 3 }])).json<Order>()
      expect(order.items[0]).toMatchObject({ price: DISCOUNTED.discountPrice, count: 1 })
      expect(order.totalAmount).toBe(DISCOUNTED.discountPrice)
    })

    it('a usable coupon is taken off (the same rule as order.simulate); a coupon that does not apply is 400 order.coupon.invalid', async () => {
      const courseId = spareCourse()
      await server.database.db
        .update(academyCourse)
        .set({ price: 299, originalPrice: 299 })
        .where(eq(academyCourse.id, courseId))
      const preview = (
        await call(other, 'POST', '/order/v1/user/order/simulate', {
          orderItemRequests: [{ count: 1, objectId: courseId, skuId: courseId }],
        })
      ).json<{ coupons: { id: number; amount: number; selected: boolean }[] }>()
      const best = preview.coupons.find((coupon) => coupon.selected)
      if (!best) throw new Error('no coupon applies to the fixture course')
      const refused = await create(other, [{ objectId: courseId }], [99])
      expect(refused.statusCode).toBe(400)
      expect(refused.json<ErrorAnswer>().code).toBe('order.coupon.invalid')
      const order = (await create(other, [{ objectId: courseId }], [best.id])).json<Order>()
      expect(order).toMatchObject({
        totalAmount: 299,
        discountAmount: best.amount,
        payAmount: 299 - best.amount,
      })
    })

    it('a package is priced as a whole; an offline class by its seats', async () => {
      const order = (
        await create(doctor, [
          { objectId: PACKAGE.id, objectType: 'COURSE_PACKAGE' },
          { objectId: OFFLINE.id, objectType: 'OFFLINE_CLASS', count: 2 },
        ])
      ).json<Order>()
      expect(order.items.map(({ objectType, price, count }) => ({ objectType, price, count }))).toEqual([
        { objectType: 'COURSE_PACKAGE', price: PACKAGE.price, count: 1 },
        { objectType: 'OFFLINE_CLASS', price: OFFLINE.price, count: 2 },
      ])
      expect(order.totalAmount).toBe(PACKAGE.price + 2 * OFFLINE.price)
      // While it is unpaid the package cannot be ordered on its own: one open order per doctor and package.
      const alone = await create(doctor, [{ objectId: PACKAGE.id, objectType: 'COURSE_PACKAGE' }])
      expect(alone.statusCode).toBe(400)
      expect(alone.json<ErrorAnswer>()).toEqual({
        code: 'order.unpaid.exists',
        message: '该商品已有待支付订单，请先支付或取消',
      })
      await call(doctor, 'POST', `/order/v1/user/order/${order.id}/cancel`)
    })

    it.each([
      ['an unknown course', [{ objectId: 987_654 }], 404, 'academy.course.not.found'],
      ['an INACTIVE course', [{ objectId: INACTIVE_COURSE }], 404, 'academy.course.not.found'],
      [
        'an unknown package',
        [{ objectId: 987_654, objectType: 'COURSE_PACKAGE' }],
        404,
        'order.item.not.found',
      ],
    ])('%s is %i %s', async (_case, items, status, code) => {
      const response = await create(doctor, items)
      expect(response.statusCode).toBe(status)
      expect(response.json<ErrorAnswer>().code).toBe(code)
    })

    it('needs a login: 401 auth.token.missing', async () => {
      const response = await call(undefined, 'POST', '/order/v1/user/order', {
        orderItemRequests: [{ count: 1, objectId: COURSE.id, skuId: COURSE.id }],
      })
      expect(response.statusCode).toBe(401)
    })
  })

  describe('paying through the dev checkout', () => {
    it('order.pay answers the loopback checkout page with the order and the returnUrl', async () => {
      const order = await createOrder(doctor, COURSE.id)
      const response = await pay(doctor, order.id)
      expect(response.statusCode).toBe(200)
      const answer = response.json<PayAnswer>()
      expect(answer).toMatchObject({ orderId: order.id, tradeType: 'WX_APP', payType: 'WX_PAY' })
      const url = new URL(answer.payUrl, 'http://localhost')
      expect(url.pathname).toBe(`${api}/dev/pay/checkout`)
      expect(url.searchParams.get('orderId')).toBe(String(order.id))
      expect(url.searchParams.get('returnUrl')).toBe(`/v3/user/pay?id=${order.id}`)
    })

    it('the checkout page shows the order number and amount, and three real buttons in a POST form, with no inline script', async () => {
      const order = await createOrder(doctor, COURSE.id)
      const { payUrl } = (await pay(doctor, order.id)).json<PayAnswer>()
      const page = await app.inject({ method: 'GET', url: payUrl })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      const html = page.body
      expect(html).toContain(order.orderNo)
      expect(html).toContain('¥99.00')
      expect(html).toMatch(/<form method="post" action="\/api\/dev\/pay\/complete">/)
      for (const [value, label] of [
        ['SUCCESS', '确认支付'],
        ['PAID', '支付成功但未发货'],
        ['REJECT', '支付失败'],
      ]) {
        expect(html).toMatch(new RegExp(`<button type="submit" name="result" value="${value}"[^>]*>${label}`))
      }
      // One script, this server's own (the CSP's script-src 'self'); nothing inline.
      expect(html.match(/<script\b[^>]*>/gi)).toEqual([`<script src="${api}/dev/pay/checkout.js" defer>`])
      expect(html).not.toMatch(/<script[^>]*>[^<]/i)
      expect(html).toContain('name="viewport"')
      // The page's CSP is the server's: inline styles allowed, no inline script, forms to this site.
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp).toContain("form-action 'self'")
      expect(csp).not.toContain("script-src 'unsafe-inline'")
    })

    it('the checkout script posts the choice without following the redirect, then replaces the cashier in history with returnUrl', async () => {
      const script = await app.inject({ method: 'GET', url: `${api}/dev/pay/checkout.js` })
      expect(script.statusCode).toBe(200)
      expect(script.headers['content-type']).toMatch(/^text\/javascript/)
      expect(script.body).toContain("redirect: 'manual'")
      expect(script.body).toContain('window.location.replace(returnUrl)')
      // Not an open door from elsewhere: loopback callers only, like the page.
      const remote = await app.inject({
        method: 'GET',
        url: `${api}/dev/pay/checkout.js`,
        remoteAddress: '203.0.113.9',
      })
      expect(remote.statusCode).toBe(403)
    })

    it('确认支付: the order is paid and fulfilled (SUCCESS), the course opens, and the browser returns (303)', async () => {
      const courseId = spareCourse()
      const order = await createOrder(doctor, courseId)
      const response = await complete(order.id, 'SUCCESS')
      expect(response.statusCode).toBe(303)
      expect(response.headers.location).toBe(`/v3/user/pay?id=${order.id}`)
      const paid = await detail(doctor, order.id)
      expect(paid.status).toBe('SUCCESS')
      expect(paid.paidAt).not.toBeNull()
      expect(await activePurchases(Number(doctor.userId), courseId)).toEqual([{ orderId: order.id }])
      const rows = await server.database.db
        .select({ outcome: payment.outcome, provider: payment.provider })
        .from(payment)
        .where(eq(payment.orderId, order.id))
      expect(rows).toEqual([
        { outcome: 'PAID', provider: 'dev' },
        { outcome: 'SUCCESS', provider: 'dev' },
      ])
    })

    it('an owned course cannot be ordered again: 400 academy.course.purchased', async () => {
      const { courseId } = await settledOrder(doctor, 'SUCCESS')
      const response = await create(doctor, [{ objectId: courseId }])
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('academy.course.purchased')
      // Another doctor still can.
      expect((await create(other, [{ objectId: courseId }])).statusCode).toBe(200)
    })

    it('支付成功但未发货: the order is PAID and the course stays closed', async () => {
      const { order, courseId } = await settledOrder(doctor, 'PAID')
      expect(order.status).toBe('PAID')
      expect(order.paidAt).not.toBeNull()
      expect(await activePurchases(Number(doctor.userId), courseId)).toEqual([])
    })

    it('支付失败: the order is REJECT, and it cannot be paid again (400 order.status.invalid)', async () => {
      const { order } = await settledOrder(doctor, 'REJECT')
      expect(order).toMatchObject({ status: 'REJECT', paidAt: null })
      const again = await pay(doctor, order.id)
      expect(again.statusCode).toBe(400)
      expect(again.json<ErrorAnswer>().code).toBe('order.status.invalid')
    })

    it('a settled order cannot be settled again: paying or completing a SUCCESS order is 400 order.status.invalid', async () => {
      const { order } = await settledOrder(doctor, 'SUCCESS')
      expect((await pay(doctor, order.id)).json<ErrorAnswer>().code).toBe('order.status.invalid')
      const twice = await complete(order.id, 'REJECT')
      expect(twice.statusCode).toBe(400)
      expect(twice.json<ErrorAnswer>().code).toBe('order.status.invalid')
      expect((await detail(doctor, order.id)).status).toBe('SUCCESS')
    })

    it('a package order, once fulfilled, opens each course of the package', async () => {
      const order = (
        await create(doctor, [{ objectId: PACKAGE.id, objectType: 'COURSE_PACKAGE' }])
      ).json<Order>()
      expect((await complete(order.id, 'SUCCESS')).statusCode).toBe(303)
      for (const courseId of PACKAGE.courseIds) {
        expect(await activePurchases(Number(doctor.userId), courseId)).toEqual([{ orderId: order.id }])
      }
      // Owning every course of the package: the package cannot be ordered again.
      const again = await create(doctor, [{ objectId: PACKAGE.id, objectType: 'COURSE_PACKAGE' }])
      expect(again.json<ErrorAnswer>().code).toBe('academy.course.purchased')
    })

    it('an offline class order, once fulfilled, signs the doctor up', async () => {
      const order = (
        await create(other, [{ objectId: OFFLINE.id, objectType: 'OFFLINE_CLASS' }])
      ).json<Order>()
      await complete(order.id, 'SUCCESS')
      const applications = await server.database.db
        .select({ accountId: offlineClassApplication.accountId })
        .from(offlineClassApplication)
        .where(eq(offlineClassApplication.offlineClassId, OFFLINE.id))
      expect(applications).toEqual([{ accountId: Number(other.userId) }])
    })

    it("another doctor's order is 404 order.not.found, for detail, pay, cancel and refund", async () => {
      const order = await createOrder(doctor, COURSE.id)
      for (const response of [
        await call(other, 'GET', `/order/v1/user/order/${order.id}`),
        await pay(other, order.id),
        await call(other, 'POST', `/order/v1/user/order/${order.id}/cancel`),
        await call(other, 'POST', `/order/v1/user/order/${order.id}/refund`),
      ]) {
        expect(response.statusCode).toBe(404)
        expect(response.json<ErrorAnswer>().code).toBe('order.not.found')
      }
    })
  })

  describe('the checkout refuses what is not its business', () => {
    it('off loopback: 403 payment.dev.loopback.only, for the page and the form target', async () => {
      const order = await createOrder(doctor, COURSE.id)
      const page = await app.inject({
        method: 'GET',
        url: `${api}/dev/pay/checkout?orderId=${order.id}&returnUrl=%2Fv3%2Fhome`,
        remoteAddress: '203.0.113.9',
      })
      expect(page.statusCode).toBe(403)
      expect(page.json<ErrorAnswer>().code).toBe('payment.dev.loopback.only')
      const posted = await complete(order.id, 'SUCCESS', '/v3/home', { remoteAddress: '203.0.113.9' })
      expect(posted.statusCode).toBe(403)
      expect((await detail(doctor, order.id)).status).toBe('CREATE')
    })

    it.each([
      ['another site', 'https://evil.example/steal'],
      ['a protocol-relative URL', '//evil.example/steal'],
      ['a backslash path', '/\\evil.example/steal'],
      ['a path that normalises to //host', '/.//evil.example/steal'],
      ['a path with an encoded dot segment', '/%2e//evil.example'],
      ['a path climbing to //host', '/a/..//evil.example'],
      ['a javascript: URL', 'javascript:alert(1)'],
    ])(
      'a returnUrl on %s is 400 order.return.url.invalid (page, form target and order.pay)',
      async (_case, returnUrl) => {
        const order = await createOrder(doctor, COURSE.id)
        const page = await app.inject({
          method: 'GET',
          url: `${api}/dev/pay/checkout?${new URLSearchParams({ orderId: String(order.id), returnUrl })}`,
        })
        expect(page.statusCode).toBe(400)
        expect(page.json<ErrorAnswer>().code).toBe('order.return.url.invalid')
        expect((await complete(order.id, 'SUCCESS', returnUrl)).statusCode).toBe(400)
        expect((await pay(doctor, order.id, returnUrl)).json<ErrorAnswer>().code).toBe(
          'order.return.url.invalid',
        )
        expect((await detail(doctor, order.id)).status).toBe('CREATE')
      },
    )

    it("an absolute returnUrl on the server's own host is fine", async () => {
      const order = await createOrder(doctor, COURSE.id)
      const returnUrl = `http://localhost:80/v3/user/pay?id=${order.id}`
      expect((await pay(doctor, order.id, returnUrl)).statusCode).toBe(200)
    })

    it('a returnUrl on a LOGIN_REDIRECT_HOSTS host is fine, and the page lets its form return there (CSP form-action)', async () => {
      const allowing = await buildServer({
        database: server.database,
        distDir: '/nonexistent/dist',
        rateLimits: false,
        tokenSecret: TEST_TOKEN_SECRET,
        loginRedirectHosts: ['.example.cn'],
      })
      try {
        // Paid below: a course of its own, so the others can still order COURSE.
        const order = await createOrder(doctor, spareCourse())
        const returnUrl = 'https://h5.example.cn/v3/user/pay'
        const answer = await allowing.inject({
          method: 'POST',
          url: `${api}/order/v1/user/order/${order.id}/pay`,
          headers: bearer(doctor.token),
          payload: { returnUrl },
        })
        expect(answer.statusCode).toBe(200)
        const page = await allowing.inject({ method: 'GET', url: answer.json<PayAnswer>().payUrl })
        expect(page.statusCode).toBe(200)
        expect(String(page.headers['content-security-policy'])).toMatch(
          /form-action 'self' https:\/\/example\.cn http:\/\/example\.cn https:\/\/\*\.example\.cn/,
        )
        const posted = await allowing.inject({
          method: 'POST',
          url: `${api}/dev/pay/complete`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ orderId: String(order.id), returnUrl, result: 'PAID' }).toString(),
        })
        expect(posted.statusCode).toBe(303)
        expect(posted.headers.location).toBe(returnUrl)
      } finally {
        await allowing.close()
      }
    })

    it('a form posted from another site is 403 payment.dev.origin.invalid', async () => {
      const order = await createOrder(doctor, COURSE.id)
      const response = await complete(order.id, 'SUCCESS', '/v3/home', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json<ErrorAnswer>().code).toBe('payment.dev.origin.invalid')
    })

    it('an unknown order is 404 order.not.found', async () => {
      const page = await app.inject({
        method: 'GET',
        url: `${api}/dev/pay/checkout?orderId=99999999&returnUrl=%2F`,
      })
      expect(page.statusCode).toBe(404)
      expect(page.json<ErrorAnswer>().code).toBe('order.not.found')
    })
  })

  describe('cancel, expiry and refund', () => {
    it('order.cancel closes a CREATE order (CLOSE, closedAt); it cannot be paid afterwards', async () => {
      const order = await createOrder(doctor, COURSE.id)
      const response = await call(doctor, 'POST', `/order/v1/user/order/${order.id}/cancel`)
      expect(response.statusCode).toBe(200)
      const closed = response.json<Order>()
      expect(closed.status).toBe('CLOSE')
      expect(closed.closedAt).not.toBeNull()
      expect((await pay(doctor, order.id)).json<ErrorAnswer>().code).toBe('order.status.invalid')
      expect((await complete(order.id, 'SUCCESS')).statusCode).toBe(400)
      // Cancelling again answers the closed order.
      expect(
        (await call(doctor, 'POST', `/order/v1/user/order/${order.id}/cancel`)).json<Order>().status,
      ).toBe('CLOSE')
    })

    it('a paid order cannot be cancelled: 400 order.status.invalid', async () => {
      const { order } = await settledOrder(doctor, 'PAID')
      const response = await call(doctor, 'POST', `/order/v1/user/order/${order.id}/cancel`)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('order.status.invalid')
    })

    it('a CREATE order past expireAt reads as CLOSE, closed at expireAt, and can no longer be paid', async () => {
      const order = await createOrder(doctor, COURSE.id)
      await expire(order.id)
      const expired = await detail(doctor, order.id)
      expect(expired.status).toBe('CLOSE')
      expect(expired.closedAt).toBe(expired.expireAt)
      expect((await pay(doctor, order.id)).json<ErrorAnswer>().code).toBe('order.status.invalid')
      const posted = await complete(order.id, 'SUCCESS')
      expect(posted.statusCode).toBe(400)
      expect((await detail(doctor, order.id)).status).toBe('CLOSE')
    })

    it('order.refund turns a SUCCESS order into AFTER and closes the course again; it can then be bought again', async () => {
      const { order, courseId } = await settledOrder(doctor, 'SUCCESS')
      const purchased = async () =>
        (await call(doctor, 'GET', `/academy-aggregator/v2/user/course/${courseId}`)).json<{
          purchased: boolean
        }>().purchased
      // The contract: a SUCCESS order of a course makes academyCourse.detail answer purchased: true.
      expect(await purchased()).toBe(true)
      const response = await call(doctor, 'POST', `/order/v1/user/order/${order.id}/refund`)
      expect(response.statusCode).toBe(200)
      const refunded = response.json<Order>()
      expect(refunded.status).toBe('AFTER')
      expect(refunded.refundedAt).not.toBeNull()
      expect(await activePurchases(Number(doctor.userId), courseId)).toEqual([])
      expect(await purchased()).toBe(false)
      expect((await create(doctor, [{ objectId: courseId }])).statusCode).toBe(200)
    })

    it('a PAID order can be refunded too; a CREATE or refunded one cannot (400 order.status.invalid)', async () => {
      const { order } = await settledOrder(doctor, 'PAID')
      expect(
        (await call(doctor, 'POST', `/order/v1/user/order/${order.id}/refund`)).json<Order>().status,
      ).toBe('AFTER')
      const again = await call(doctor, 'POST', `/order/v1/user/order/${order.id}/refund`)
      expect(again.statusCode).toBe(400)
      expect(again.json<ErrorAnswer>().code).toBe('order.status.invalid')
      const unpaid = await createOrder(doctor, COURSE.id)
      const refused = await call(doctor, 'POST', `/order/v1/user/order/${unpaid.id}/refund`)
      expect(refused.json<ErrorAnswer>().code).toBe('order.status.invalid')
    })

    it("refunding a package's order closes every course it opened", async () => {
      const order = (
        await create(other, [{ objectId: PACKAGE.id, objectType: 'COURSE_PACKAGE' }])
      ).json<Order>()
      await complete(order.id, 'SUCCESS')
      await call(other, 'POST', `/order/v1/user/order/${order.id}/refund`)
      for (const courseId of PACKAGE.courseIds)
        expect(await activePurchases(Number(other.userId), courseId)).toEqual([])
    })
  })

  describe('order.items', () => {
    it("lists the caller's orders newest first, filtered by status (expired CREATE orders count as CLOSE), paged", async () => {
      const all = (await call(doctor, 'GET', '/order/v1/user/order/items?size=50')).json<{
        items: Order[]
        total: number
        hasMore: boolean
      }>()
      expect(all.total).toBeGreaterThan(5)
      const created = all.items.map((order) => Date.parse(order.createdAt))
      expect(created).toEqual([...created].sort((a, b) => b - a))

      const stale = await createOrder(doctor, spareCourse())
      await expire(stale.id)
      const fresh = await createOrder(doctor, COURSE.id)
      const unpaid = (await call(doctor, 'GET', '/order/v1/user/order/items?status=CREATE&size=50')).json<{
        items: Order[]
      }>()
      expect(unpaid.items.map((order) => order.id)).toContain(fresh.id)
      expect(unpaid.items.map((order) => order.id)).not.toContain(stale.id)
      expect(unpaid.items.every((order) => order.status === 'CREATE')).toBe(true)
      const closed = (await call(doctor, 'GET', '/order/v1/user/order/items?status=CLOSE&size=50')).json<{
        items: Order[]
      }>()
      expect(closed.items.map((order) => order.id)).toContain(stale.id)

      const firstPage = (await call(doctor, 'GET', '/order/v1/user/order/items?page=1&size=2')).json<{
        items: Order[]
        hasMore: boolean
      }>()
      // The expired one moved 2 hours back: the fresh one is the newest.
      expect(firstPage.items[0]?.id).toBe(fresh.id)
      expect(firstPage.items.map((order) => order.id)).not.toContain(stale.id)
      expect(firstPage.hasMore).toBe(true)
    })

    it.each(seedOrders.map((seed) => [seed.status, seed.id] as const))(
      'the seed gives doctor 10001 a %s order (order %i) on a paid course',
      async (status, id) => {
        const order = await detail(doctor, id)
        expect(order.status).toBe(status)
        expect(order.payAmount).toBeGreaterThan(0)
        expect(order.items[0]?.title).toMatch(/[\u4e00-\u9fff]/)
        const listed = (
          await call(doctor, 'GET', `/order/v1/user/order/items?status=${status}&size=50`)
        ).json<{
          items: Order[]
        }>()
        expect(listed.items.map((item) => item.id)).toContain(id)
      },
    )

    it("never lists another doctor's orders", async () => {
      const mine = (await call(other, 'GET', '/order/v1/user/order/items?size=50')).json<{ items: Order[] }>()
      const doctorsOrders = (await call(doctor, 'GET', '/order/v1/user/order/items?size=50')).json<{
        items: Order[]
      }>()
      const theirs = new Set(doctorsOrders.items.map((order) => order.id))
      expect(mine.items.some((order) => theirs.has(order.id))).toBe(false)
    })
  })
})

describe.each(databaseTargets)('PAYMENT_MODE=live on $kind', (target) => {
  let server: TestServer
  let live: FastifyInstance
  let doctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    await insertCatalogue(server.database)
    live = await buildServer({
      database: server.database,
      distDir: '/nonexistent/dist',
      rateLimits: false,
      tokenSecret: TEST_TOKEN_SECRET,
      payment: createLivePaymentAdapter(),
    })
    doctor = await passwordLogin(live, CERTIFIED_MOBILE, SEED_PASSWORD)
  })
  afterAll(async () => {
    await live?.close()
    await server?.dispose()
  })

  it('order.pay is 501 payment.unavailable (WeChat Pay is not connected), and the dev checkout is not served', async () => {
    const created = await live.inject({
      method: 'POST',
      url: `${api}/order/v1/user/order`,
      headers: bearer(doctor.token),
      payload: { orderItemRequests: [{ count: 1, objectId: COURSE.id, skuId: COURSE.id }] },
    })
    const order = created.json<Order>()
    const response = await live.inject({
      method: 'POST',
      url: `${api}/order/v1/user/order/${order.id}/pay`,
      headers: bearer(doctor.token),
      payload: { returnUrl: '/v3/home' },
    })
    expect(response.statusCode).toBe(501)
    expect(response.json<ErrorAnswer>().code).toBe('payment.unavailable')
    const page = await live.inject({
      method: 'GET',
      url: `${api}/dev/pay/checkout?orderId=${order.id}&returnUrl=%2F`,
    })
    expect(page.statusCode).toBe(404)
  })
})
