import { ApiError } from '../api/index'
import { isAllowedUrl } from '../config/index'
import { isRead } from '../data/entities'
import { isTruthyLogic, loadLogic, resolveValue, type Scope, usesLogic } from '../expr/index'
import { callNative, type ShareConfig } from '../platform/index'
import type { PosterParams } from '../poster/index'
import type { Action } from '../schema/index'
import { copyText, toast } from '../ui/index'
import { ConfigFault, messageOf, reportFault, unnamedSchema } from './config-fault'
import type { PageModel } from './page-model'
import type { Runtime } from './runtime-context'

/**
 * Runs actions declared in config, in order. Bindings in an action resolve when it runs, with the
 * event's payload as `event`. A failing action stops its list; a failed call without `catch` toasts
 * its message so nothing fails silently. A list that stops rejects with a `ConfigFault` naming the action
 * that failed (`/body/1/props/onClick/0`); `reportActionFailure` logs it.
 */
export interface ActionContext {
  runtime: Runtime
  page: PageModel | undefined
  scope: Scope
  /** The JSON pointer of the action list in its page schema (`/body/1/props/onClick`, `/onLoad`). */
  pointer?: string
}

/**
 * Logs an action list that stopped as `<file> <pointer> <message>`. An API error is a warning: the API
 * client has already shown it as the catalogue says (spec §8).
 */
export function reportActionFailure(file: string, pointer: string, error: unknown): void {
  const at = error instanceof ConfigFault ? error.pointer : pointer
  const reason = error instanceof ConfigFault ? error.reason : error
  if (reason instanceof ApiError) console.warn(`${file} ${at} ${messageOf(reason)}`)
  else reportFault(file, at, reason)
}

function asList(actions: unknown): Action[] {
  if (actions === undefined || actions === null) return []
  return (Array.isArray(actions) ? actions : [actions]) as Action[]
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value)
}

export async function runActions(
  actions: unknown,
  context: ActionContext,
  event: Record<string, unknown> = {},
): Promise<void> {
  const scope: Scope = { ...context.scope, event }
  const list = asList(actions)
  if (usesLogic(list)) await loadLogic()
  for (let index = 0; index < list.length; index++) {
    const item = list[index] as Action
    const pointer = `${context.pointer ?? ''}/${index}`
    let failing = `${pointer}/if`
    try {
      if (item.if !== undefined && !isTruthyLogic(item.if, scope)) continue
      failing = pointer
      await runOne(item, { ...context, pointer }, scope)
    } catch (error) {
      // A nested list (`then`, `catch`) has named its own action already.
      throw error instanceof ConfigFault ? error : new ConfigFault(failing, error)
    }
  }
}

/** The context of a nested action list of the action at `context.pointer` (`then`, `onConfirm`). */
function nested(context: ActionContext, name: string): ActionContext {
  return { ...context, pointer: `${context.pointer ?? ''}/${name}` }
}

async function runOne(item: Action, context: ActionContext, scope: Scope): Promise<void> {
  const { runtime, page } = context
  const resolve = <T>(value: T): T => resolveValue(value, scope) as T
  switch (item.type) {
    case 'navigate':
      try {
        runtime.navigator.navigate({
          to: text(resolve(item.to)),
          mode: item.mode,
          query: resolve(item.query),
          params: resolve(item.params),
        })
      } catch (error) {
        // A route pages.json does not have (or a parameter it needs and did not get): nothing opens, and
        // the doctor who tapped learns so; the list stops and the log names the action.
        toast('页面暂时无法打开')
        throw error
      }
      return
    case 'back':
      runtime.navigator.back(item.delta ?? 1)
      return
    case 'call': {
      let result: unknown
      try {
        const params = resolve(item.params ?? {}) as Record<string, unknown>
        // Through the one cache (decision 0037): a read shares the cached answer's request, a write
        // refreshes every answer showing what it changes before the list goes on.
        result = isRead(item.api)
          ? await runtime.data.read(item.api, params)
          : await runtime.data.write(item.api, params)
      } catch (error) {
        if (item.catch) {
          await runActions(item.catch, nested(context, 'catch'), { ...(scope.event as object), error })
          return
        }
        // The API client has already shown an API error as the catalogue says (spec §8).
        if (!(error instanceof ApiError)) toast(error instanceof Error ? error.message : '操作失败')
        throw error
      }
      if (item.result && page) page.setState(item.result, result)
      if (item.refresh && page) await page.load(item.refresh)
      if (item.then)
        await runActions(item.then, nested(context, 'then'), { ...(scope.event as object), result })
      return
    }
    case 'toast':
      toast(text(resolve(item.text)), { icon: item.icon, duration: item.duration })
      return
    case 'modal': {
      // The buttons' lists run after this one has finished: each logs its own failure.
      const later = (actions: unknown, name: string) => () =>
        void runActions(actions, nested(context, name), scope.event as Record<string, unknown>).catch(
          (error: unknown) =>
            reportActionFailure(page?.file ?? unnamedSchema, `${context.pointer}/${name}`, error),
        )
      runtime.stores.ui.showModal({
        title: item.title === undefined ? undefined : text(resolve(item.title)),
        content: text(resolve(item.content)),
        confirmBtnText: item.confirmText,
        cancelBtnText: item.cancelText ?? '',
        confirm: later(item.onConfirm, 'onConfirm'),
        cancel: later(item.onCancel, 'onCancel'),
      })
      return
    }
    case 'setState':
      page?.setState(item.key, resolve(item.value))
      return
    case 'refresh':
      await page?.load(item.data)
      return
    case 'copy':
      await copyText(text(resolve(item.text)))
      return
    case 'openUrl': {
      const url = text(resolve(item.url))
      // A screen of this app (a banner's `/v3/vote/spring`) opens as a screen, not inside the webview.
      const screen = screenPath(url, runtime.routes)
      if (screen) {
        runtime.navigator.navigate({ to: screen })
        return
      }
      const webview = runtime.routes.webview
      if (!isAllowedUrl(url) || !webview) {
        toast('该链接不在允许访问的范围内')
        return
      }
      runtime.navigator.navigate({ to: webview.name, query: { url } })
      return
    }
    case 'share': {
      const config = shareConfigOf(item, resolve, { title: document.title, link: window.location.href })
      if (config.sharePoster) {
        // spec §3 sharePoster: the doctor picks 分享给好友 or 生成海报 (the sheet loads when first used).
        const { shareSheet } = await import('../poster/share-sheet')
        const way = await shareSheet.choose()
        if (way === 'poster') {
          shareSheet.showPoster({
            title: config.title ?? '',
            desc: config.desc ?? '',
            link: config.link ?? '',
            posterParams: config.posterParams,
          })
        }
        if (way !== 'friends') return
      }
      await shareNow(runtime, config)
      return
    }
    case 'openApp':
      // spec §5: native-app-only actions show 请前往APP操作 outside the app.
      if (!runtime.platform.isApp) toast('请前往APP操作')
      else await callNative('open-route', { path: text(resolve(item.path)) })
      return
    case 'openContent': {
      // spec §2 content-card jumps: the source type picks the screen (or the app-only path).
      const card = {
        sourceType: text(resolve(item.sourceType)),
        id: resolve(item.id),
        extra: resolve(item.extra) as Record<string, unknown> | undefined,
      }
      // The deep-link table loads on the first jump, not with the first screen (DESIGN.md budget).
      const { openContentCard } = await import('../router/deep-links')
      await openContentCard(runtime, card)
      return
    }
    case 'track':
      window.dispatchEvent(
        new CustomEvent('runtime:track', {
          detail: { event: item.event, desc: item.desc, data: resolve(item.data ?? {}) },
        }),
      )
      return
  }
}

type ShareAction = Extract<Action, { type: 'share' }>

/**
 * A share config of config (the `share` action, a page schema's `share`; spec §3), its bindings resolved.
 * The action shares the current screen by default; a page's card leaves title and link to the defaults.
 */
export function shareConfigOf(
  item: Omit<ShareAction, 'type'>,
  resolve: (value: unknown) => unknown,
  defaults: { title?: string; link?: string } = {},
): ShareConfig {
  const score = Number(resolve(item.shareRewardScore))
  const lessonId = resolve(item.lessonId)
  return {
    title: text(resolve(item.title)) || defaults.title,
    desc: text(resolve(item.desc)),
    img: text(resolve(item.img)) || undefined,
    link: text(resolve(item.link)) || defaults.link,
    shareRewardScore: Number.isInteger(score) && score > 0 ? score : undefined,
    sharePoster: item.sharePoster === true,
    posterParams: resolve(item.posterParams) as PosterParams | undefined,
    lessonId: lessonId === undefined || lessonId === null || lessonId === '' ? undefined : String(lessonId),
    lessonType: item.lessonType,
  }
}

/** How long the app may take to answer a share (the doctor picks a chat in its own sheet). */
const APP_SHARE_TIMEOUT_MS = 120_000

/**
 * Shares where the page runs. A completed share claims the config's shareRewardScore
 * (`runtime.share.completed`): the app's answer `{ shared: true }` to the `share` bridge call, the Web
 * Share API resolving; in WeChat the JS-SDK's success callback of the card set here.
 */
async function shareNow(runtime: Runtime, config: ShareConfig): Promise<void> {
  const { title = '', desc = '', link = '' } = config
  if (runtime.platform.isApp) {
    // The rest of the action list does not wait for the doctor to finish sharing in the app.
    void callNative('share', { title, desc, link, img: config.img }, APP_SHARE_TIMEOUT_MS).then((answer) => {
      if ((answer as { shared?: unknown } | undefined)?.shared === true) void runtime.share.completed(config)
    })
  } else if (runtime.platform.isWechat) {
    // WeChat shares from its own menu: set this card, then point there.
    await runtime.share.configure(config)
    toast('点击右上角「…」分享给好友')
  } else if (navigator.share) {
    const shared = await navigator.share({ title, text: desc, url: link }).then(
      () => true,
      () => false,
    )
    if (shared) await runtime.share.completed(config)
  } else {
    await copyText(link)
  }
}

/**
 * `/v3/vote/spring?x=1` (or the same on this origin) when it names a screen of the route table: the
 * path with its query, for the navigator; undefined for any other address.
 */
function screenPath(url: string, routes: Runtime['routes']): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/')
  } catch {
    return undefined
  }
  if (parsed.origin !== (globalThis.location?.origin ?? parsed.origin)) return undefined
  if (!url.startsWith('/') && !url.startsWith(parsed.origin)) return undefined
  if (url.startsWith('//')) return undefined
  return routes.match(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : undefined
}
