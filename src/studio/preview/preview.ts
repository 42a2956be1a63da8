import { prepareApp } from '@/runtime/app'
import { environmentPlatform } from '@/runtime/platform/environment-override'
import type { WidgetRegistry } from '@/runtime/registry'
import { forgetLoadedSchemas, listenToFaults } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import type { LoginResult } from '@/runtime/session'
import { RootStore } from '@/runtime/stores'
import { PERSONA_LABELS, type PreviewAnswer, type RenderMessage } from './messages'
import { createMemoryPageLoader, fetchContentIds } from './page-loader'
import { createPersonaLogins } from './personas'

export interface PreviewOptions {
  container: HTMLElement
  registry: WidgetRegistry
  /** Answers the studio (window.parent.postMessage, this origin only). */
  post: (answer: PreviewAnswer) => void
  contentIds?: typeof fetchContentIds
  /** The API base (tests; the app's own environment otherwise). */
  apiBase?: string
}

export interface Preview {
  /** Takes the shown draft off the page and shows `message`'s; a newer message wins over one still starting. */
  render(message: RenderMessage): Promise<void>
  /** Takes the shown draft off the page (a render still starting is dropped). */
  dispose(): void
}

/** Custom properties applyAppChrome sets in the native app: cleared when the environment changes. */
const APP_CHROME_PROPERTIES = ['--app-header-height', '--app-status-bar-height']

/** The note over the frame when the app would have left the page (the preview stays). */
const LEFT_NOTE_CLASS = 'dc-studio-left'

/**
 * Where the app would go instead of the screen: a note over the frame, so the operator sees why the
 * screen stays on its skeleton (anonymous in WeChat on a login-guarded screen goes to WeChat's
 * authorisation page first).
 */
function showLeftNote(url: string): HTMLElement {
  const note = document.createElement('div')
  note.className = LEFT_NOTE_CLASS
  note.setAttribute('role', 'status')
  note.style.cssText =
    'position:fixed;inset:auto 12px 12px;z-index:10000;padding:12px 14px;border-radius:8px;' +
    'background:rgba(0,0,0,.78);color:#fff;font-size:13px;line-height:1.5;word-break:break-all'
  const title = document.createElement('strong')
  title.textContent = '此处页面将跳转，预览停留在原页'
  const hint = document.createElement('div')
  hint.textContent = url.includes('/wechatUser/login')
    ? '未登录的访客在微信中先去微信授权登录：切换身份为医生查看登录后的页面。'
    : `前往 ${url}`
  note.append(title, hint)
  document.body.append(note)
  return note
}

/** Resolves once the browser has painted what React committed. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The studio preview: each render message starts the real app afresh (src/runtime: prepareApp, the
 * router, SchemaPage, the widget registry) with the draft's route table and page schemas from memory,
 * the persona's session in memory only (stores not persisted: the operator's own app session in
 * localStorage is neither read nor written), the environment's platform instead of detection, and no
 * tracking. The address becomes the draft's path (history.replaceState), so the router, the guards and
 * the return addresses see what they would see in the app.
 */
export function createPreview(options: PreviewOptions): Preview {
  const { container, registry, post } = options
  const logins = createPersonaLogins()
  let contentIds: ReturnType<typeof fetchContentIds> | undefined
  let generation = 0
  let stop: (() => void) | undefined

  function takeDown(): void {
    stop?.()
    stop = undefined
    for (const note of document.querySelectorAll(`.${LEFT_NOTE_CLASS}`)) note.remove()
    for (const property of APP_CHROME_PROPERTIES) document.documentElement.style.removeProperty(property)
    container.replaceChildren()
  }

  return {
    async render(message) {
      generation += 1
      const ticket = generation
      const current = () => ticket === generation
      let left = false
      const error = (text: string) => {
        if (current()) post({ type: 'dc-studio:error', message: text })
      }
      takeDown()
      // The runtime keeps the schemas it loaded by name; a draft's are new each time.
      forgetLoadedSchemas()
      window.history.replaceState(null, '', message.path)
      contentIds ??= (options.contentIds ?? fetchContentIds)()
      const ids = contentIds
      const fromMemory = createMemoryPageLoader(message.pages, () => ids)
      const loadPage = (name: string): Promise<PageSchema> =>
        fromMemory(name).catch((reason: unknown) => {
          error(messageOf(reason))
          throw reason
        })
      const stores = new RootStore({ persist: false })
      if (options.apiBase) stores.user.setBaseApi(options.apiBase)
      let app: ReturnType<typeof prepareApp>
      try {
        app = prepareApp({
          pages: message.routes,
          registry,
          loadPage,
          container,
          platform: environmentPlatform(message.environment),
          stores,
          tracking: false,
          assign: (url) => {
            if (!current() || left) return
            left = true
            showLeftNote(url)
            post({ type: 'dc-studio:left', url })
          },
        })
      } catch (reason) {
        error(`the draft could not start: ${messageOf(reason)}`)
        return
      }
      const { runtime } = app
      try {
        const login = (loginName: string, password: string) =>
          runtime.api.call<LoginResult>('auth.login', { loginName, password }, { quiet: true, silent: true })
        const result = await logins.loginFor(message.persona, login)
        if (result) await runtime.session.signIn(result, { silent: true })
      } catch (reason) {
        logins.forget(message.persona)
        runtime.session.signOut()
        if (message.persona !== 'anonymous') {
          error(
            `${PERSONA_LABELS[message.persona]} could not log in (${messageOf(reason)}): shown as anonymous`,
          )
        }
      }
      if (!current()) return
      const stopFaults = listenToFaults((fault) => error(`${fault.file} ${fault.pointer} ${fault.message}`))
      try {
        const unmount = app.render()
        stop = () => {
          stopFaults()
          unmount()
        }
      } catch (reason) {
        stopFaults()
        error(`the draft could not render: ${messageOf(reason)}`)
        return
      }
      await nextPaint()
      if (current() && !left) post({ type: 'dc-studio:rendered', path: message.path })
    },

    dispose() {
      generation += 1
      takeDown()
    },
  }
}
