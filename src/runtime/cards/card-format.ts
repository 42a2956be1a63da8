import { bigNumber, formatInYear, sumSoldCount, yuan } from '../format/index'
import type { CoursePackage, CourseSummary, Lecturer, LessonProgress, RegistrationStatus } from './types'

// What the cards print, as pure functions of the data (and the clock), so tests can pin them.

function toTime(value: string | null | undefined): number | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isFinite(time) ? time : null
}

/** '11月25日 10:00' within the current year, '2027年1月5日 10:00' otherwise. */
export function monthDayTime(value: string | number, now: number = Date.now()): string {
  return formatInYear(value, now, 'M月D日 HH:mm', 'YYYY年M月D日 HH:mm')
}

/** '11月25日' (or with the year when not the current one). */
export function monthDay(value: string | number, now: number = Date.now()): string {
  return formatInYear(value, now, 'M月D日', 'YYYY年M月D日')
}

/** 免费 for 0, otherwise ¥199.00 (truncated to 2 decimals, spec §5); '' when unknown. */
export function priceLabel(price: number | null | undefined): string {
  if (typeof price !== 'number' || !Number.isFinite(price)) return ''
  return price <= 0 ? '免费' : yuan(price)
}

/** The struck-through original price: only when it is above the price. */
export function originalPriceLabel(
  price: number | null | undefined,
  original: number | null | undefined,
): string {
  if (typeof original !== 'number' || typeof price !== 'number' || !(original > price)) return ''
  return yuan(original)
}

/** A card's or a detail's price as the server answers it (decision 0038). */
export interface PricedItem {
  /** What the order charges today (限时优惠 included): the figure shown. */
  payPrice?: number | null
  /** The list price: shown only by answers that carry no payPrice (an offline class). */
  price?: number | null
  originalPrice?: number | null
  /** The limited-time price's label (限时优惠) while payPrice is one. */
  discountLabel?: string | null
}

export interface ShownPrice {
  /** The figure charged (payPrice), null when unknown. */
  amount: number | null
  /** 免费 or ¥239.00; '' when unknown. */
  label: string
  /** The struck-through higher price (the list or original price), '' when none is higher. */
  original: string
  /** 限时优惠 and the like, '' when none. */
  tag: string
}

/**
 * One price function for every card and detail (issue 27): the server's payPrice — what order.simulate
 * and order.create charge — with its discountLabel, the list or original price struck through when
 * higher. Nothing is computed here that could disagree with the order.
 */
export function shownPrice(item: PricedItem): ShownPrice {
  const finite = (value: unknown): number | null =>
    typeof value === 'number' && Number.isFinite(value) ? value : null
  const amount = finite(item.payPrice) ?? finite(item.price)
  const higher = Math.max(finite(item.price) ?? 0, finite(item.originalPrice) ?? 0)
  return {
    amount,
    label: priceLabel(amount),
    original: amount === null ? '' : originalPriceLabel(amount, higher),
    tag: amount !== null && item.discountLabel ? item.discountLabel : '',
  }
}

/** 已售 1.2万 (spec §5 big numbers); '' when unknown. */
export function soldLabel(count: number | null | undefined): string {
  return typeof count === 'number' && Number.isFinite(count) ? `已售 ${bigNumber(count)}` : ''
}

/** A package's sold count: its own, else the sum over its courses (spec §3 sold count helper). */
export function packageSoldCount(pkg: CoursePackage): number | undefined {
  if (typeof pkg.soldCount === 'number') return pkg.soldCount
  return Array.isArray(pkg.courses) ? sumSoldCount(pkg.courses) : undefined
}

export function packageCourseCount(pkg: CoursePackage): number | undefined {
  if (Array.isArray(pkg.courses)) return pkg.courses.length
  return typeof pkg.courseCount === 'number' ? pkg.courseCount : undefined
}

export type SalesState =
  | { kind: 'upcoming'; label: string }
  | { kind: 'ended'; label: string }
  | { kind: 'inactive'; label: string }

/**
 * spec §3 sales-time object: before salesStartTime the course shows when it goes on sale (即将开售 11月25日
 * 10:00); after salesEndTime it shows 已停售; an INACTIVE course shows 已下架. null while on sale.
 */
export function salesState(
  course: Pick<CourseSummary, 'salesStartTime' | 'salesEndTime' | 'status'>,
  now: number = Date.now(),
): SalesState | null {
  if (course.status === 'INACTIVE') return { kind: 'inactive', label: '已下架' }
  const start = toTime(course.salesStartTime)
  if (start !== null && start > now)
    return { kind: 'upcoming', label: `即将开售 ${monthDayTime(start, now)}` }
  const end = toTime(course.salesEndTime)
  if (end !== null && end <= now) return { kind: 'ended', label: '已停售' }
  return null
}

/** 'name · title · hospital', leaving out what is missing. */
export function lecturerLine(lecturer: Lecturer | null | undefined): string {
  if (!lecturer) return ''
  return [lecturer.name, lecturer.title, lecturer.hospital].filter((part) => part?.trim()).join(' · ')
}

/**
 * Progress as a whole percentage 0–100, or null when there is none. A number is read as a percentage;
 * an object by the server's `percent` (the furthest reached, never falling: issue 27), else as seconds
 * of duration (finished is 100). The last position is where to resume, not how far the doctor got.
 */
export function progressPercent(progress: LessonProgress | number | null | undefined): number | null {
  if (progress === null || progress === undefined) return null
  if (typeof progress === 'number') {
    return Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.floor(progress))) : null
  }
  if (progress.finished) return 100
  if (typeof progress.percent === 'number' && Number.isFinite(progress.percent)) {
    return Math.min(100, Math.max(0, Math.floor(progress.percent)))
  }
  if (!(progress.duration > 0) || !(progress.seconds >= 0)) return 0
  return Math.min(100, Math.floor((progress.seconds / progress.duration) * 100))
}

/** spec §3 registration status of an offline class. */
export const REGISTRATION_LABELS: Readonly<Record<RegistrationStatus, string>> = {
  NOT_START: '未开始',
  START: '报名中',
  END: '已结束',
}

export function registrationLabel(status: string | null | undefined): string {
  return typeof status === 'string' && Object.hasOwn(REGISTRATION_LABELS, status)
    ? (REGISTRATION_LABELS[status as RegistrationStatus] ?? '')
    : ''
}

/** '11月25日 - 11月27日', or one day '11月25日'. */
export function dateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  now = Date.now(),
): string {
  const from = start ? monthDay(start, now) : ''
  const to = end ? monthDay(end, now) : ''
  if (!from) return to
  if (!to || to === from) return from
  return `${from} - ${to}`
}

/** What a content card is, as its corner badge says. */
const SOURCE_LABELS: Readonly<Record<string, string>> = {
  ARTICLE: '文章',
  VIDEO: '视频',
  LIVE: '直播',
  SHORT_VIDEO: '短视频',
  GUIDELINE: '指南',
  ACADEMY_COURSE: '课程',
  COURSE: '课程',
  COURSE_PACKAGE: '课程包',
  TOPIC: '专题',
  YIMEI: '医美',
  ZONE: '专区',
  OFFLINE_CLASS: '训练营',
  ACTIVITY: '活动',
}

export function sourceTypeLabel(sourceType: string | null | undefined): string {
  return typeof sourceType === 'string' && Object.hasOwn(SOURCE_LABELS, sourceType)
    ? (SOURCE_LABELS[sourceType] ?? '')
    : ''
}
