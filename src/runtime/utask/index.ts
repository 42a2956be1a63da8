/** Utasks (spec §3 status and type): labels, the card action rule and the card both utask widgets show. */
export type { Utask, UtaskPageConfig, UtaskStatus, UtaskType } from './labels'
export {
  UTASK_STATUS_LABELS,
  UTASK_TYPE_LABELS,
  utaskAction,
  utaskStatusLabel,
  utaskTypeLabel,
} from './labels'
export { UtaskCard, type UtaskCardProps } from './utask-card'
