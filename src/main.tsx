import { type BootConfig, bootApp, createPageLoader, loadBootConfig } from '@/runtime/app'
import { registry } from '@/widgets'

/**
 * The app boots from config the server owns (docs/decisions/0013): the route table and the first screen's
 * page schema come inline in the HTML, other schemas by their content-hashed URL. `npm run dev` reads the
 * config folder through Vite instead, so saving a page schema re-renders the open screen.
 */
function bootConfig(): Promise<BootConfig> {
  if (import.meta.env.DEV) return import('./dev-config').then((module) => module.devBootConfig())
  return loadBootConfig()
}

const container = document.getElementById('app')
if (!container) throw new Error('index.html has no #app element')

bootConfig().then(
  (boot) => {
    const loadPage = import.meta.env.DEV
      ? (name: string) => import('./dev-config').then((module) => module.loadDevPage(name))
      : createPageLoader(boot)
    void bootApp({ pages: boot.routes, registry, loadPage, container, firstPage: boot.page })
  },
  (error: unknown) => {
    console.error('[boot] the app config could not be loaded', error)
    container.textContent = '页面加载失败，请检查网络后重试'
  },
)
