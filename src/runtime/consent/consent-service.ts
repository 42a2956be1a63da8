import type { ApiClient } from '../api/index'
import { cdnTimestamp, cdnUrl, productConfig, productNames } from '../config/index'
import type { Session } from '../session/index'
import type { ConsentDialog, ConsentInfo, ConsentRequest, RootStore } from '../stores/index'
import { type LessonConsentConfig, lessonConsentRule, parseLessonConsentConfig } from './lesson-config'

export type ConsentLevel = ConsentDialog['level']
export type ConsentChoice = 'agree' | 'refuse'

/** How an activity consent check ended (spec §4 consent popup). */
export type ActivityConsentOutcome = 'hidden' | 'notNeeded' | 'relogin' | 'agreed' | 'refused' | 'left'

/** How a lesson consent check ended (spec §4 lesson consent: accepted, not accepted, failure). */
export type LessonConsentOutcome =
  | 'notRequired'
  | 'accepted'
  | 'agreed'
  | 'refusedCanView'
  | 'left'
  | 'failed'

export interface ConsentServiceDeps {
  api: ApiClient
  stores: RootStore
  session: Session
  /** Closes the window or leaves the page (refusing a MUST_AGREE consent). */
  leave: () => void
  /** Asks "retry or leave" when the lesson consent state cannot be read. */
  confirmRetry: (content: string) => Promise<boolean>
}

export interface ConsentService {
  /** spec §4: bound check → popup-needed call → dialog → submit. */
  checkActivity(request: ConsentRequest): Promise<ActivityConsentOutcome>
  /** spec §4 lesson consent: lists, whitelists, local or server acceptance, three outcomes. */
  checkLesson(lesson: { lessonId: string; lessonType: string }): Promise<LessonConsentOutcome>
  /** The dialog's answer (the consent host calls this). */
  choose(choice: ConsentChoice): Promise<void>
  /** spec §4: after close, registered hooks are called with the level. */
  onClose(hook: (level: ConsentLevel) => void): () => void
}

const lessonAcceptKey = (userId: string, lessonId: string) =>
  `${productConfig.key}_lesson_consent_${userId || 'guest'}_${lessonId}`

const defaultLessonText = {
  title: '知情同意书',
  content:
    '<p>本课程内容由合作企业支持提供。观看前请确认：您是执业医务人员，观看记录将用于学习统计与继续教育学分核算，并在去标识化后与支持企业共享。</p>',
}

export function createConsentService(deps: ConsentServiceDeps): ConsentService {
  const { api, stores, session } = deps
  const hooks = new Set<(level: ConsentLevel) => void>()
  let pending:
    | { submit: (choice: ConsentChoice) => Promise<void>; done: (choice: ConsentChoice) => void }
    | undefined
  let lessonConfig: Promise<LessonConsentConfig> | undefined

  /** Shows the dialog and settles once an answer has been sent (a failed send keeps it open). */
  function ask(
    dialog: ConsentDialog,
    submit: (choice: ConsentChoice) => Promise<void>,
  ): Promise<ConsentChoice> {
    return new Promise((resolve) => {
      pending = { submit, done: resolve }
      stores.consent.open(dialog)
    })
  }

  function closeWith(level: ConsentLevel): void {
    stores.consent.hide()
    for (const hook of hooks) hook(level)
  }

  function readLocal(key: string): boolean {
    try {
      return globalThis.localStorage?.getItem(key) === '1'
    } catch {
      return false
    }
  }

  function writeLocal(key: string): void {
    try {
      globalThis.localStorage?.setItem(key, '1')
    } catch {
      // Without storage the server's answer is asked again next time.
    }
  }

  function loadLessonConfig(): Promise<LessonConsentConfig> {
    lessonConfig ??= api.http
      .get<unknown>(cdnUrl('consent/lesson-consent.json'), { params: { t: cdnTimestamp() } })
      .then((response) => parseLessonConsentConfig(response.data))
      .catch((error: unknown) => {
        lessonConfig = undefined
        throw error
      })
    return lessonConfig
  }

  const service: ConsentService = {
    async checkActivity(request) {
      let bound: { bound: boolean } | undefined
      try {
        bound = await api.call<{ bound: boolean }>(
          'consent.bound',
          { ...request },
          { silent: true, quiet: true },
        )
      } catch (error) {
        // spec §8: a failed consent-bind check hides the consent window.
        console.warn('[consent] bound check failed', error)
        stores.consent.reset()
        return 'hidden'
      }
      if (!bound?.bound) {
        stores.consent.reset()
        return 'hidden'
      }
      // spec §4/§6: bound and no logged-in user → re-login.
      if (!session.loggedIn) {
        session.relogin({ replace: true })
        return 'relogin'
      }
      const userKey = { [productNames.idKey]: stores.login.loginInfo.productUserId }
      let info: ConsentInfo
      try {
        info = await api.call<ConsentInfo>('consent.popup', { ...request, ...userKey }, { silent: true })
      } catch (error) {
        console.warn('[consent] popup check failed', error)
        return 'hidden'
      }
      if (!info.needPopup) return 'notNeeded'
      const level = info.level
      const choice = await ask(
        {
          kind: 'activity',
          title: info.title || '知情同意书',
          content: info.content ?? '',
          url: info.url,
          style: info.style === 2 ? 2 : 1,
          level,
        },
        async (answer) => {
          await api.call('consent.submit', {
            informedConsentActivityId: info.informedConsentActivityId,
            ...userKey,
            // spec §3: agreeFlag is sent as text.
            agreeFlag: String(answer === 'agree'),
          })
        },
      )
      closeWith(level)
      if (choice === 'refuse' && level === 'MUST_AGREE') {
        deps.leave()
        return 'left'
      }
      return choice === 'agree' ? 'agreed' : 'refused'
    },

    async checkLesson({ lessonId, lessonType }) {
      const userId = stores.user.userId
      for (;;) {
        let accepted: boolean
        let rule: ReturnType<typeof lessonConsentRule>
        let config: LessonConsentConfig
        try {
          config = await loadLessonConfig()
          rule = lessonConsentRule(config, lessonId, userId)
          if (!rule) return 'notRequired'
          accepted = readLocal(lessonAcceptKey(userId, lessonId))
          if (!accepted && session.loggedIn) {
            const answer = await api.call<{ agreed: boolean | null }>(
              'lessonConsent.get',
              { lessonId },
              { silent: true, quiet: true },
            )
            accepted = answer?.agreed === true
            if (accepted) writeLocal(lessonAcceptKey(userId, lessonId))
          }
        } catch (error) {
          console.warn('[consent] lesson consent state unavailable', error)
          // Third outcome: the state could not be read. Ask again, or leave — never let the lesson through.
          if (await deps.confirmRetry('知情同意状态获取失败，请重试')) continue
          deps.leave()
          return 'failed'
        }
        if (accepted) return 'accepted'
        const text =
          config.brands?.[rule.entry.brand ?? 'default'] ?? config.brands?.default ?? defaultLessonText
        const level: ConsentLevel = rule.canViewOnRejectConsent ? 'OPTIONAL' : 'MUST_AGREE'
        const choice = await ask(
          {
            kind: 'lesson',
            title: text.title,
            content: text.content,
            style: 1,
            level,
            brand: rule.entry.brand,
          },
          async (answer) => {
            if (session.loggedIn) {
              await api.call('lessonConsent.submit', { lessonId, lessonType, agreed: answer === 'agree' })
            }
            if (answer === 'agree') writeLocal(lessonAcceptKey(userId, lessonId))
          },
        )
        closeWith(level)
        if (choice === 'agree') return 'agreed'
        if (rule.canViewOnRejectConsent) return 'refusedCanView'
        deps.leave()
        return 'left'
      }
    },

    async choose(choice) {
      const current = pending
      if (!current || stores.consent.submitting) return
      stores.consent.setSubmitting(true)
      try {
        await current.submit(choice)
      } catch (error) {
        // The API client has shown why; the dialog stays so the doctor can answer again.
        console.warn('[consent] answer not sent', error)
        stores.consent.setSubmitting(false)
        return
      }
      pending = undefined
      current.done(choice)
    },

    onClose(hook) {
      hooks.add(hook)
      return () => hooks.delete(hook)
    },
  }
  return service
}
