import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createApiClient } from '@/runtime/api'
import { type Runtime, RuntimeContext } from '@/runtime/render'
import type { Navigator } from '@/runtime/router'
import { createNavigator, createRouteTable } from '@/runtime/router'
import type { PagesFile } from '@/runtime/schema'
import { RootStore } from '@/runtime/stores'
import { registry } from '@/widgets'
import pages from '../../../pages.json'

export interface TestRuntime extends Runtime {
  /** Every navigation the screen asked for, in order. */
  visits: { path: string; replace: boolean }[]
}

/** A runtime for tests: the real stores, API client, route table and widgets; history is recorded. */
export function makeRuntime(overrides: Partial<Runtime> = {}): TestRuntime {
  const stores = new RootStore({ persist: false })
  const routes = createRouteTable(pages as PagesFile)
  const visits: TestRuntime['visits'] = []
  const navigator: Navigator = createNavigator(routes, {
    go: (path, { replace }) => visits.push({ path, replace }),
    back: (delta) => visits.push({ path: `back:${delta}`, replace: false }),
    depth: () => 0,
  })
  return {
    stores,
    api: createApiClient({ baseUrl: () => 'http://api.test/api' }),
    routes,
    navigator,
    registry,
    platform: { isApp: false, isWechat: false, isDesktop: false, isIos: false, isAndroid: true },
    loadPage: async () => {
      throw new Error('no page loader in tests')
    },
    visits,
    ...overrides,
  }
}

export function renderWithRuntime(ui: ReactElement, runtime: TestRuntime = makeRuntime()) {
  return { runtime, ...render(<RuntimeContext.Provider value={runtime}>{ui}</RuntimeContext.Provider>) }
}
