export {
  beanDelta,
  countdown,
  monthLabel,
  SCHOLARSHIP_EVENT,
  SPRINT_TARGETS,
  studyHours,
  studyTime,
} from './format'
export { MedalIcon, medalOfRank } from './medal-icon'
export type {
  ScholarshipGoods,
  ScholarshipHome,
  ScholarshipRecord,
  ScholarshipTask,
  ScholarshipTaskStatus,
  Sprint,
  SprintBadgeLevel,
  SprintHomeAnswer,
  SprintMine,
  SprintRankAnswer,
  SprintRankRow,
  SprintResult,
  SprintStatus,
} from './types'
