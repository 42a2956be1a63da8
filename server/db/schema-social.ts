import { bigint, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { account } from './schema'

/**
 * Social (favorites, likes, comments) and orders: the tables of migration 0004_social_orders.sql,
 * described for drizzle's query builder (like ./schema.ts).
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Yuan with two decimals, read as a number (as in ./schema-academy.ts). */
const yuan = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' })

export type SnsObjectType =
  | 'COURSE'
  | 'ACTIVITY'
  | 'COURSE_PACKAGE'
  | 'OFFLINE_CLASS'
  | 'LIVE'
  | 'VIDEO'
  | 'ARTICLE'
  | 'GUIDELINE'
  | 'SHORT_VIDEO'
  // A course's 互动 and 问答 boards (its 评价 board is COURSE).
  | 'COURSE_INTERACTION'
  | 'COURSE_QUESTION'
export type OwnerModule = 'OTHER' | 'ACADEMY'

/** One object in a user's favorites; title and cover are kept as they were when it was added. */
export const snsFavorite = pgTable(
  'sns_favorite',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    objectType: text('object_type').$type<SnsObjectType>().notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    objectTitle: text('object_title').notNull().default(''),
    objectPicUrl: text('object_pic_url').notNull().default(''),
    objectOwnerModule: text('object_owner_module').$type<OwnerModule>().notNull().default('OTHER'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.objectType, table.objectId] })],
)

/** One user's like of an object (lessons, courses, live rooms: live.like writes here too). */
export const snsLike = pgTable(
  'sns_like',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    objectType: text('object_type').$type<SnsObjectType>().notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.objectType, table.objectId] })],
)

/** A comment on an object; deleting sets deleted_at (the thread disappears with it). */
export const snsComment = pgTable('sns_comment', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  objectType: text('object_type').$type<SnsObjectType>().notNull(),
  objectId: bigint('object_id', { mode: 'number' }).notNull(),
  content: text('content').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  deletedAt: timestamptz('deleted_at'),
  /** Likes and replies (not deleted): trigger-kept counters (migration 0024). */
  likeCount: integer('like_count').notNull().default(0),
  replyCount: integer('reply_count').notNull().default(0),
})

/** A reply in a comment's thread, to the comment (reply_to NULL) or to a user in the thread. */
export const snsCommentReply = pgTable('sns_comment_reply', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  commentId: bigint('comment_id', { mode: 'number' })
    .notNull()
    .references(() => snsComment.id, { onDelete: 'cascade' }),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  replyToAccountId: bigint('reply_to_account_id', { mode: 'number' }).references(() => account.id, {
    onDelete: 'set null',
  }),
  content: text('content').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  deletedAt: timestamptz('deleted_at'),
  /** A counter kept by triggers in the same transaction as the rows it counts (migration 0024). */
  likeCount: integer('like_count').notNull().default(0),
})

export const snsCommentLike = pgTable(
  'sns_comment_like',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => snsComment.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.commentId] })],
)

export const snsCommentReplyLike = pgTable(
  'sns_comment_reply_like',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    replyId: bigint('reply_id', { mode: 'number' })
      .notNull()
      .references(() => snsCommentReply.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.replyId] })],
)

export type OrderStatus = 'CREATE' | 'PAID' | 'SUCCESS' | 'CLOSE' | 'AFTER' | 'REJECT'
export type OrderItemType = 'COURSE' | 'COURSE_PACKAGE' | 'OFFLINE_CLASS'

/**
 * An order. status is what happened last; a CREATE order past expire_at is read as CLOSE (never paid in
 * time) without being rewritten.
 */
export const shopOrder = pgTable('shop_order', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  orderNo: text('order_no').notNull().unique(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  status: text('status').$type<OrderStatus>().notNull().default('CREATE'),
  totalAmount: yuan('total_amount').notNull(),
  discountAmount: yuan('discount_amount').notNull().default(0),
  payAmount: yuan('pay_amount').notNull(),
  tradeType: text('trade_type').$type<'WX_APP'>().notNull().default('WX_APP'),
  payType: text('pay_type').$type<'WX_PAY'>().notNull().default('WX_PAY'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  paidAt: timestamptz('paid_at'),
  closedAt: timestamptz('closed_at'),
  refundedAt: timestamptz('refunded_at'),
  expireAt: timestamptz('expire_at').notNull(),
})

/** One line of an order, with title, cover and price as they were when ordered. */
export const shopOrderItem = pgTable('shop_order_item', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => shopOrder.id, { onDelete: 'cascade' }),
  objectType: text('object_type').$type<OrderItemType>().notNull(),
  objectId: bigint('object_id', { mode: 'number' }).notNull(),
  skuId: bigint('sku_id', { mode: 'number' }).notNull(),
  title: text('title').notNull(),
  picUrl: text('pic_url').notNull().default(''),
  price: yuan('price').notNull(),
  count: integer('count').notNull().default(1),
})

export type PaymentOutcome = 'PAID' | 'SUCCESS' | 'REJECT' | 'REFUND'

/** Every answer of the payment provider (dev checkout or WeChat Pay) about an order, oldest first. */
export const payment = pgTable('payment', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => shopOrder.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<'dev' | 'wechat'>().notNull(),
  outcome: text('outcome').$type<PaymentOutcome>().notNull(),
  amount: yuan('amount').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

/**
 * The item an open order claimed (migration 0022, decision 0038): one row per doctor and course, package
 * or offline class, taken with a row lock by order.create and by payments. The claim is open only while
 * order_id reads CREATE (unpaid, before expire_at); otherwise the next order takes it over.
 */
export const orderClaim = pgTable(
  'order_claim',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    objectType: text('object_type').$type<OrderItemType>().notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => shopOrder.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.objectType, table.objectId] })],
)

export type CouponStatus = 'AVAILABLE' | 'HELD' | 'USED'

/**
 * A doctor's coupon (migration 0022). HELD by order_id while that order is unpaid and not expired (read as
 * AVAILABLE once it is not: expiry is computed), USED by the order paid with it.
 */
export const coupon = pgTable('coupon', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  amount: yuan('amount').notNull(),
  threshold: yuan('threshold').notNull(),
  status: text('status').$type<CouponStatus>().notNull().default('AVAILABLE'),
  orderId: bigint('order_id', { mode: 'number' }).references(() => shopOrder.id),
  grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  usedAt: timestamptz('used_at'),
})
