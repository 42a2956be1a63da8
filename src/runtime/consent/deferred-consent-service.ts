import type {
  ConsentLevel,
  ConsentService,
  ConsentServiceDeps,
  LessonConsentOutcome,
} from './consent-service'

/**
 * The consent service whose checks load with the first screen that asks for a consent (pages.json
 * `guards.consent`), not with the app: most screens never do. If that code cannot load, the check ends
 * as a failed read of the consent state does: an activity's consent window stays hidden (spec §8), and a
 * lesson asks to retry or leaves, never letting the lesson through.
 */
export function createConsentService(
  deps: ConsentServiceDeps,
  code: () => Promise<Pick<typeof import('./consent-service'), 'createConsentService'>> = () =>
    import('./consent-service'),
): ConsentService {
  const hooks = new Set<(level: ConsentLevel) => void>()
  let service: Promise<ConsentService> | undefined

  function load(): Promise<ConsentService> {
    service ??= code().then(
      ({ createConsentService: create }) => {
        const loaded = create(deps)
        loaded.onClose((level) => {
          for (const hook of hooks) hook(level)
        })
        return loaded
      },
      (error: unknown) => {
        service = undefined
        throw error
      },
    )
    return service
  }

  return {
    async checkActivity(request) {
      try {
        return await (await load()).checkActivity(request)
      } catch (error) {
        console.warn('[consent] the consent check could not load', error)
        deps.stores.consent.reset()
        return 'hidden'
      }
    },

    async checkLesson(lesson): Promise<LessonConsentOutcome> {
      for (;;) {
        let loaded: ConsentService
        try {
          loaded = await load()
        } catch (error) {
          console.warn('[consent] the lesson consent check could not load', error)
          if (await deps.confirmRetry('知情同意状态获取失败，请重试')) continue
          deps.leave()
          return 'failed'
        }
        return loaded.checkLesson(lesson)
      }
    },

    // Only a loaded service opens the dialog this answers.
    async choose(choice) {
      await (await load()).choose(choice)
    },

    onClose(hook) {
      hooks.add(hook)
      return () => hooks.delete(hook)
    },
  }
}
