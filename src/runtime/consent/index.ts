export type { ConsentHostProps } from './consent-host'
export { ConsentLayer } from './consent-layer'
export type {
  ActivityConsentOutcome,
  ConsentChoice,
  ConsentLevel,
  ConsentService,
  ConsentServiceDeps,
  LessonConsentOutcome,
} from './consent-service'
export { createConsentService } from './deferred-consent-service'
export type { LessonConsentConfig, LessonConsentEntry } from './lesson-config'
export { lessonConsentRule, parseLessonConsentConfig } from './lesson-config'
