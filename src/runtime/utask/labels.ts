/** spec §3 utask status and type labels, and what a utask card offers in each state. */

export type UtaskStatus = 0 | 1 | 2
export type UtaskType = 0 | 1 | 2 | 3 | 4 | 5

/** ING = 0, COMING = 1, EXPIRED = 2. */
export const UTASK_STATUS_LABELS: Record<UtaskStatus, string> = { 0: '进行中', 1: '即将开始', 2: '已结束' }

/** QUESTIONNAIRE = 0 … REGISTERATION = 5. */
export const UTASK_TYPE_LABELS: Record<UtaskType, string> = {
  0: '问卷调研',
  1: '招募',
  2: '样品试用',
  3: '活动报名',
  4: '会议报名',
  5: '人才招聘',
}

/** The button of an ING utask that has a form, by type. */
const ACTION_LABELS: Record<UtaskType, string> = {
  0: '去填写',
  1: '去报名',
  2: '申请试用',
  3: '立即报名',
  4: '立即报名',
  5: '投递简历',
}

export interface Utask {
  id: number
  title: string
  summary: string
  coverUrl: string
  type: UtaskType
  status: UtaskStatus
  startTime: string
  endTime: string
  participantCount: number
  quota: number
  reward: string
  formKey: string | null
}

export interface UtaskPageConfig {
  name: string
  title: string
  bannerUrl: string
  introHtml: string
  themeColor: string
  utasks: Utask[]
}

export function utaskStatusLabel(status: unknown): string {
  return UTASK_STATUS_LABELS[status as UtaskStatus] ?? ''
}

export function utaskTypeLabel(type: unknown): string {
  return UTASK_TYPE_LABELS[type as UtaskType] ?? '任务'
}

/**
 * What the card's button does: `open` the form (ING with a form key), or a disabled label: 即将开始
 * before the window, 已结束 after it, 线下参与 for an ING task done without a form.
 */
export function utaskAction(task: Pick<Utask, 'status' | 'type' | 'formKey'>): {
  label: string
  open: boolean
} {
  if (task.status === 1) return { label: '即将开始', open: false }
  if (task.status === 2) return { label: '已结束', open: false }
  if (!task.formKey) return { label: '线下参与', open: false }
  return { label: ACTION_LABELS[task.type] ?? '去参与', open: true }
}
