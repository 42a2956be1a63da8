import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  academyCourse,
  coupon,
  coursePurchase,
  type Database,
  lecturer,
  payment,
  shopOrder,
  shopOrderItem,
} from '../../server/db/index'
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
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

/**
 * The server guards orders and coupons in the database (decision 0038): one open order per doctor and
 * course, never charged twice, a single-use coupon held by one unpaid order and used once. The parallel
 * cases run side by side on PostgreSQL (PGlite serializes them, which they must survive as well).
 */

interface Order {
  id: number
  status: string
  totalAmount: number
  discountAmount: number
  payAmount: number
  payable: boolean
  resumed?: boolean
  items: { objectId: number; objectType: string; price: number }[]
}

interface Simulation {
  openOrderId: number | null
  coupons: { id: number; amount: number; status: string; usable: boolean; selected: boolean }[]
  totalAmount: number
  discountAmount: number
  payAmount: number
}

const NEW_DOCTOR_MOBILE = '13800000003'
/** Courses of these tests, with ids no seed uses: 299 each, so both seeded coupons apply. */
const COURSES = Array.from({ length: 30 }, (_, index) => 9101 + index)

async function insertCourses(database: Database): Promise<void> {
  const [speaker] = await database.db
    .insert(lecturer)
    .values({ name: '守卫讲者', title: '主任医师', hospital: '测试医院' })
    .returning({ id: lecturer.id })
  await database.db.insert(academyCourse).values(
    COURSES.map((id) => ({
      id,
      title: `订单守卫课程 ${id}`,
      bigPicUrl: `/media/covers/course-${id}.svg`,
      courseType: 'VIDEO' as const,
      category: '皮肤镜',
      lecturerId: speaker?.id ?? 0,
      price: 299,
      originalPrice: 299,
    })),
  )
}

describe.each(databaseTargets)('the server guards orders and coupons on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let other: LoginAnswer
  let newDoctor: LoginAnswer
  const spare = [...COURSES]
  const course = () => {
    const id = spare.shift()
    if (id === undefined) throw new Error('out of courses: add ids to COURSES')
    return id
  }

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    await insertCourses(server.database)
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
    other = await passwordLogin(app, UNCERTIFIED_MOBILE, SEED_PASSWORD)
    newDoctor = await passwordLogin(app, NEW_DOCTOR_MOBILE, SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  const call = (login: LoginAnswer, method: InjectOptions['method'], path: string, payload?: object) =>
    app.inject({
      method,
      url: `${api}${path}`,
      headers: bearer(login.token),
      ...(payload ? { payload } : {}),
    })

  const create = (login: LoginAnswer, courseId: number, couponIds: number[] = []) =>
    call(login, 'POST', '/order/v1/user/order', {
      orderItemRequests: [{ count: 1, objectId: courseId, skuId: courseId }],
      orderCouponRequests: couponIds.map((couponId) => ({ couponId })),
    })

  const simulate = (login: LoginAnswer, courseId: number) =>
    call(login, 'POST', '/order/v1/user/order/simulate', {
      orderItemRequests: [{ count: 1, objectId: courseId, skuId: courseId }],
    })

  const detail = async (login: LoginAnswer, orderId: number) =>
    (await call(login, 'GET', `/order/v1/user/order/${orderId}`)).json<Order>()

  const complete = (orderId: number, result = 'SUCCESS', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `${api}/dev/pay/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({
        orderId: String(orderId),
        returnUrl: '/v3/user/order',
        result,
      }).toString(),
    })

  const checkout = (orderId: number) =>
    app.inject({
      method: 'GET',
      url: `${api}/dev/pay/checkout?orderId=${orderId}&returnUrl=%2Fv3%2Fuser%2Forder`,
    })

  /** An unpaid order written straight into the tables, as one made before the guard could be. */
  const insertOpenOrder = async (accountId: number, courseId: number) => {
    const [order] = await server.database.db
      .insert(shopOrder)
      .values({
        orderNo: `2026010100000${String(courseId).padStart(4, '0')}${Math.floor(Math.random() * 900) + 100}`,
        accountId,
        totalAmount: 299,
        payAmount: 299,
        expireAt: new Date(Date.now() + 30 * 60_000),
      })
      .returning({ id: shopOrder.id })
    if (!order) throw new Error('no order inserted')
    await server.database.db.insert(shopOrderItem).values({
      orderId: order.id,
      objectType: 'COURSE',
      objectId: courseId,
      skuId: courseId,
      title: `订单守卫课程 ${courseId}`,
      price: 299,
    })
    return order.id
  }

  const outcomes = async (orderIds: number[]) =>
    server.database.db
      .select({ orderId: payment.orderId, outcome: payment.outcome })
      .from(payment)
      .where(inArray(payment.orderId, orderIds))

  const grants = (accountId: number, courseId: number) =>
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

  describe('one open order per doctor and course', () => {
    it('20 parallel 立即购买 of one course by one doctor make one open order: every answer is that order', async () => {
      const courseId = course()
      const answers = await Promise.all(Array.from({ length: 20 }, () => create(doctor, courseId)))
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
      const orders = answers.map((answer) => answer.json<Order>())
      expect(new Set(orders.map((order) => order.id)).size).toBe(1)
      expect(orders.filter((order) => order.resumed === false)).toHaveLength(1)
      const open = await server.database.db
        .select({ id: shopOrder.id })
        .from(shopOrder)
        .innerJoin(shopOrderItem, eq(shopOrderItem.orderId, shopOrder.id))
        .where(
          and(
            eq(shopOrder.accountId, Number(doctor.userId)),
            eq(shopOrder.status, 'CREATE'),
            eq(shopOrderItem.objectId, courseId),
          ),
        )
      expect(open).toEqual([{ id: orders[0]?.id }])
    })

    it('立即购买 again resumes the open order: same id, same coupon and amounts, resumed true; the preview foresees it', async () => {
      const courseId = course()
      const first = (await create(other, courseId, [3])).json<Order>()
      expect(first).toMatchObject({ resumed: false, discountAmount: 20, payAmount: 279, payable: true })
      const again = (await create(other, courseId, [4])).json<Order>()
      expect(again).toMatchObject({ id: first.id, resumed: true, discountAmount: 20, payAmount: 279 })
      const preview = (await simulate(other, courseId)).json<Simulation>()
      expect(preview).toMatchObject({ openOrderId: first.id, discountAmount: 20, payAmount: 279 })
      expect(preview.coupons.find((offered) => offered.id === 3)).toMatchObject({
        status: 'AVAILABLE',
        selected: true,
      })
      await call(other, 'POST', `/order/v1/user/order/${first.id}/cancel`)
    })

    it('an expired or cancelled order gives the course up: the next 立即购买 makes a new order', async () => {
      const courseId = course()
      const first = (await create(doctor, courseId)).json<Order>()
      await server.database.sql.query(
        `UPDATE shop_order SET created_at = now() - interval '2 hours', expire_at = now() - interval '90 minutes' WHERE id = $1`,
        [first.id],
      )
      const second = (await create(doctor, courseId)).json<Order>()
      expect(second).toMatchObject({ resumed: false, status: 'CREATE' })
      expect(second.id).not.toBe(first.id)
      await call(doctor, 'POST', `/order/v1/user/order/${second.id}/cancel`)
      const third = (await create(doctor, courseId)).json<Order>()
      expect(third.id).not.toBe(second.id)
      expect(third.resumed).toBe(false)
    })
  })

  describe('never charged twice', () => {
    it('two open orders of one course paid in parallel through the cashier: one charge, the other refunded', async () => {
      const courseId = course()
      const accountId = Number(doctor.userId)
      const orderIds = [
        await insertOpenOrder(accountId, courseId),
        await insertOpenOrder(accountId, courseId),
      ]
      const answers = await Promise.all(orderIds.map((orderId) => complete(orderId)))
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409])
      const refused = answers.find((answer) => answer.statusCode === 409)
      expect(refused?.json<ErrorAnswer>()).toMatchObject({
        code: 'order.payment.refunded',
        message: '您已购买该课程，本次支付已退款：¥299.00 将原路退回，无需重复支付',
      })
      const statuses = await Promise.all(
        orderIds.map(async (orderId) => (await detail(doctor, orderId)).status),
      )
      expect(statuses.sort()).toEqual(['AFTER', 'SUCCESS'])
      const trail = await outcomes(orderIds)
      expect(trail.filter((row) => row.outcome === 'SUCCESS')).toHaveLength(1)
      expect(trail.filter((row) => row.outcome === 'REFUND')).toHaveLength(1)
      expect(await grants(accountId, courseId)).toHaveLength(1)
    })

    it('paying one order closes the doctor’s other open order of the same course (CLOSE, not payable)', async () => {
      const courseId = course()
      const accountId = Number(doctor.userId)
      const [paid, left] = [
        await insertOpenOrder(accountId, courseId),
        await insertOpenOrder(accountId, courseId),
      ]
      expect((await complete(paid)).statusCode).toBe(303)
      expect(await detail(doctor, left)).toMatchObject({ status: 'CLOSE', payable: false })
    })

    it('order.pay for a course the doctor already holds is refused with 已购买该课程，无需重复支付, and the order closed', async () => {
      const courseId = course()
      const accountId = Number(doctor.userId)
      const stale = await insertOpenOrder(accountId, courseId)
      await server.database.db.insert(coursePurchase).values({ accountId, courseId })
      expect(await detail(doctor, stale)).toMatchObject({ status: 'CREATE', payable: false })
      const listed = (await call(doctor, 'GET', '/order/v1/user/order/items?status=CREATE&size=50')).json<{
        items: Order[]
      }>()
      expect(listed.items.find((order) => order.id === stale)?.payable).toBe(false)
      const refused = await call(doctor, 'POST', `/order/v1/user/order/${stale}/pay`, {
        returnUrl: '/v3/home',
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json<ErrorAnswer>()).toEqual({
        code: 'academy.course.purchased',
        message: '已购买该课程，无需重复支付',
      })
      expect((await detail(doctor, stale)).status).toBe('CLOSE')
      expect(await outcomes([stale])).toEqual([])
    })

    it('the cashier page of a closed order shows the refusal and no pay button', async () => {
      const courseId = course()
      const order = (await create(doctor, courseId)).json<Order>()
      await call(doctor, 'POST', `/order/v1/user/order/${order.id}/cancel`)
      const page = await checkout(order.id)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('订单已关闭，无法支付，请重新下单')
      expect(page.body).not.toMatch(/<button/)
      expect(page.body).not.toContain('确认支付')
    })

    it('the cashier page of an order whose course the doctor holds says so and offers no pay button', async () => {
      const courseId = course()
      const accountId = Number(doctor.userId)
      const stale = await insertOpenOrder(accountId, courseId)
      await server.database.db.insert(coursePurchase).values({ accountId, courseId })
      const page = await checkout(stale)
      expect(page.body).toContain('您已购买该课程，无需重复支付')
      expect(page.body).not.toMatch(/<button/)
    })

    it('a payment that still arrives for a course the doctor holds is refunded, and the cashier page says so in words', async () => {
      const courseId = course()
      const accountId = Number(doctor.userId)
      const stale = await insertOpenOrder(accountId, courseId)
      await server.database.db.insert(coursePurchase).values({ accountId, courseId })
      const posted = await complete(stale, 'SUCCESS', { accept: 'text/html,application/xhtml+xml' })
      expect(posted.statusCode).toBe(409)
      expect(posted.headers['content-type']).toMatch(/^text\/html/)
      expect(posted.body).toContain('您已购买该课程，本次支付已退款：¥299.00 将原路退回，无需重复支付')
      expect(posted.body).not.toMatch(/<button/)
      expect(await detail(doctor, stale)).toMatchObject({ status: 'AFTER', payable: false })
      expect((await outcomes([stale])).map((row) => row.outcome)).toEqual(['PAID', 'REFUND'])
      // Later the cashier's address says the same.
      expect((await checkout(stale)).body).toContain('订单已退款：¥299.00 已原路退回，无需支付')
    })

    it('李医生’s seeded orders: no unpaid order for a course he holds; the open one is payable', async () => {
      for (const seeded of seedOrders) {
        const order = await detail(doctor, seeded.id)
        expect(order.payable).toBe(order.status === 'CREATE')
      }
    })
  })

  describe('a single-use coupon is held by one open order and used once', () => {
    it('a single-use coupon on 3 parallel orders is held by one; the others are refused order.coupon.invalid; paid, it is used once', async () => {
      const preview = (await simulate(newDoctor, COURSES[0] ?? 0)).json<Simulation>()
      const best = preview.coupons.find((offered) => offered.selected)
      if (!best) throw new Error('the new doctor has no coupon for 299')
      const courses = [course(), course(), course()]
      const answers = await Promise.all(courses.map((courseId) => create(newDoctor, courseId, [best.id])))
      const held = answers.filter((answer) => answer.statusCode === 200)
      expect(held).toHaveLength(1)
      const refusals = answers.filter((answer) => answer.statusCode === 400)
      expect(refusals.map((answer) => answer.json<ErrorAnswer>().code)).toEqual([
        'order.coupon.invalid',
        'order.coupon.invalid',
      ])
      const holder = held[0]?.json<Order>()
      expect(holder).toMatchObject({ discountAmount: best.amount, payAmount: 299 - best.amount })
      // The other two courses: the coupon shows held, the order is made without it.
      const others = courses.filter((courseId) => courseId !== holder?.items[0]?.objectId)
      for (const courseId of others) {
        const shown = (await simulate(newDoctor, courseId)).json<Simulation>()
        expect(shown.coupons.find((offered) => offered.id === best.id)).toMatchObject({
          status: 'HELD',
          usable: false,
          selected: false,
        })
        expect((await create(newDoctor, courseId)).json<Order>().discountAmount).toBeLessThan(best.amount)
      }
      expect((await complete(holder?.id ?? 0)).statusCode).toBe(303)
      const [row] = await server.database.db
        .select({ status: coupon.status, orderId: coupon.orderId })
        .from(coupon)
        .where(eq(coupon.id, best.id))
      expect(row).toEqual({ status: 'USED', orderId: holder?.id })
      // Used once: no later order may use it.
      const later = await create(newDoctor, course(), [best.id])
      expect(later.json<ErrorAnswer>().code).toBe('order.coupon.invalid')
    })

    it('cancelling or the expiry of an unpaid order frees its coupon for the next order', async () => {
      const [first, second, third] = [course(), course(), course()]
      const held = (await create(other, first, [4])).json<Order>()
      expect(held.discountAmount).toBe(50)
      expect((await create(other, second, [4])).json<ErrorAnswer>().code).toBe('order.coupon.invalid')
      await call(other, 'POST', `/order/v1/user/order/${held.id}/cancel`)
      const next = (await create(other, second, [4])).json<Order>()
      expect(next.discountAmount).toBe(50)
      // Expiry is computed, never written: the coupon reads free again and the next order takes it.
      await server.database.sql.query(
        `UPDATE shop_order SET created_at = now() - interval '2 hours', expire_at = now() - interval '90 minutes' WHERE id = $1`,
        [next.id],
      )
      expect((await simulate(other, third)).json<Simulation>().coupons.find((c) => c.id === 4)?.status).toBe(
        'AVAILABLE',
      )
      expect((await create(other, third, [4])).json<Order>().discountAmount).toBe(50)
    })
  })
})
