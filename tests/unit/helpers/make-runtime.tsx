import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createRuntime } from '@/runtime/app/create-runtime'
import type { PlatformInfo, ShareService } from '@/runtime/platform'
import type { Runtime } from '@/runtime/render'
import { RuntimeContext } from '@/runtime/render'
import type { PagesFile } from '@/runtime/schema'
import { RootStore } from '@/runtime/stores'
import type { GeneralExtras, RuntimeTracker } from '@/runtime/tracking'
import { registry } from '@/widgets'
import pages from '../../../pages.json'
import { API } from './msw'

export interface TestRuntime extends Runtime {
  /** Every navigation the screen asked for, in order. */
  visits: { path: string; replace: boolean }[]
}

export const androidBrowser: PlatformInfo = {
  isApp: false,
  isWechat: false,
  isDesktop: false,
  isIos: false,
  isAndroid: true,
}

/**
 * A runtime for tests: the real stores, API client (against msw at API), session, consent, guards,
 * route table and widgets; history is recorded instead of moving the test page.
 */
export function makeRuntime(
  overrides: Partial<Runtime> = {},
  options: { platform?: PlatformInfo; stores?: RootStore; share?: ShareService } = {},
): TestRuntime {
  const visits: TestRuntime['visits'] = []
  const runtime = createRuntime({
    pages: pages as PagesFile,
    registry,
    stores: options.stores ?? new RootStore({ persist: false }),
    platform: options.platform ?? androidBrowser,
    apiBase: API,
    share: options.share,
    history: {
      go: (path, { replace }) => visits.push({ path, replace }),
      back: (delta) => visits.push({ path: `back:${delta}`, replace: false }),
      depth: () => 0,
    },
    loadPage: async () => {
      throw new Error('no page loader in tests')
    },
  })
  return { ...runtime, visits, ...overrides }
}

export function renderWithRuntime(ui: ReactElement, runtime: TestRuntime = makeRuntime()) {
  return { runtime, ...render(<RuntimeContext.Provider value={runtime}>{ui}</RuntimeContext.Provider>) }
}

/** A tracker that records the general events asked for (`events`), for widgets' tracking rules. */
export function recordingTracker(): RuntimeTracker & { events: { type: string; extras: GeneralExtras }[] } {
  const events: { type: string; extras: GeneralExtras }[] = []
  return {
    events,
    event: (type, extras = {}) => void events.push({ type, extras }),
    pageView: () => undefined,
    click: () => undefined,
    routeChange: () => undefined,
    pageReady: () => undefined,
    activityIndexStat: async () => true,
    listen: () => () => undefined,
    flush: async () => undefined,
    dispose: async () => undefined,
  }
}
