/**
 * The scholarship and study sprint answers as the widgets read them (schemas/api/scholarship.ts and
 * sprint.ts are the contract; these are the fields the screens use).
 */

export type ScholarshipTaskStatus = 'TODO' | 'CLAIMABLE' | 'CLAIMED'

export interface ScholarshipTask {
  id: number
  type: string
  title: string
  description: string
  reward: number
  status: ScholarshipTaskStatus
  actionText: string
  route: { name: string; query: Record<string, string | number> } | null
}

export interface ScholarshipGoods {
  id: number
  goodsType: 'COURSE' | 'GIFT'
  title: string
  description: string
  picUrl: string
  price: number
  stock: number | null
  courseId: number | null
  owned: boolean
}

export interface ScholarshipRecord {
  id: number
  type: 'INCOME' | 'EXPENSE'
  amount: number
  balanceAfter: number
  source: 'TASK' | 'EXCHANGE' | 'SPRINT' | 'LOTTERY' | 'ACTIVITY' | 'SHARE'
  reason: string
  createdAt: string
}

export interface ScholarshipHome {
  balance: number
  todayIncome: number
  totalIncome: number
  totalExpense: number
  dailyClaimLimit: number
  todayClaims: number
  claimStatus: 'NORMAL' | 'RESTRICTED' | 'BLOCKED'
  restrictedUntil: string | null
  tasks: ScholarshipTask[]
  goods: ScholarshipGoods[]
}

export type SprintStatus = 'NO_STARTED' | 'PROCESSING' | 'COMPLETED'

export interface Sprint {
  id: number
  title: string
  month: string
  status: SprintStatus
  startTime: string
  endTime: string
  dailyGoalMinutes: number
  participantCount: number
  rules: string[]
  bannerUrl: string
  shareTitle: string
  shareDesc: string
  shareImg: string
}

export interface SprintMine {
  joined: boolean
  targetMinutes: number
  minutes: number
  days: number
  lessons: number
  todayMinutes: number
  rank: number | null
  beatPercent: number
}

/** A ranking row; the doctor id travels as `{product}Id` (productNames.idKey). */
export interface SprintRankRow {
  rank: number
  name: string
  avatar: string
  hospital: string
  title: string
  minutes: number
  days: number
  mine: boolean
  [idKey: string]: unknown
}

export interface SprintHomeAnswer {
  sprint: Sprint
  mine: SprintMine
  top: SprintRankRow[]
  previous: { id: number; title: string; month: string } | null
}

export interface SprintRankAnswer {
  items: SprintRankRow[]
  total: number
  page: number
  size: number
  hasMore: boolean
  mine: SprintRankRow | null
  sprintId: number
}

export type SprintBadgeLevel = 'GOLD' | 'SILVER' | 'BRONZE' | 'STAR' | 'NONE'

export interface SprintResult {
  sprint: Sprint
  doctor: { name: string; avatar: string; hospital: string; title: string; [idKey: string]: unknown }
  joined: boolean
  minutes: number
  days: number
  lessons: number
  rank: number | null
  participantCount: number
  beatPercent: number
  badge: { level: SprintBadgeLevel; name: string; description: string }
  mine: boolean
  shareTitle: string
  shareDesc: string
  shareImg: string
}
