import Button from 'antd-mobile/es/components/button'
import { useCallback, useEffect, useRef, useState } from 'react'
import { environment, productConfig } from '@/runtime/config'
import { callNative, closeWindow, type PlatformInfo } from '@/runtime/platform'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { Dialog, toast } from '@/runtime/ui'
import styles from './app-handoff.module.css'
import type { schema } from './app-handoff.schema'

export type AppHandoffProps = WidgetProps<typeof schema>

/** spec §8: the dialog shown when launching the app from WeChat fails. */
export const NOT_INSTALLED_TITLE = '未检测到APP'
export const NOT_INSTALLED_TEXT = `您可能尚未安装 ${productConfig.shortName} APP，是否前往下载？`
/** WeChat's own scheme: opening it from the app's web container switches to WeChat. */
export const WECHAT_SCHEME = 'weixin://'

/**
 * How the page leaves for another program. A module object (not a prop) so tests can watch the
 * address a launch opens without the test browser following a custom scheme.
 */
export const launcher = {
  open(url: string): void {
    globalThis.location.href = url
  },
  /** Whether this page is still in front (a launched app hides it). */
  pageVisible(): boolean {
    return typeof document === 'undefined' || document.visibilityState !== 'hidden'
  },
}

/** The app's scheme address for an app route: `<scheme>open?path=<route>`. */
export function appSchemeUrl(appPath: string, scheme: string = environment.appScheme): string {
  return `${scheme}open?path=${encodeURIComponent(appPath)}`
}

type Phase = 'idle' | 'launching' | 'opened' | 'in-wechat'

/**
 * The hand-off screens: opens the native app at `appPath` (over the bridge inside the app, through
 * the app scheme in a browser) and, when the launch fails — at once in WeChat, which blocks app
 * schemes; in a browser when the page is still in front after `launchTimeout` ms — says the app is
 * not installed with 取消 / 继续 (继续 → the app download page; spec §8). With direction "wechat" it
 * brings the doctor from the app back into WeChat.
 */
export default function AppHandoff({
  direction = 'app',
  appPath = '/app/home?tab=cosmetology',
  title = '打开APP',
  description = '在 DermaCampus APP 中查看完整内容，体验更流畅',
  buttonText,
  variant = 'page',
  autoLaunch = true,
  launchTimeout = 2000,
}: AppHandoffProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const platform: PlatformInfo = runtime.platform
  const [phase, setPhase] = useState<Phase>(
    direction === 'wechat' && platform.isWechat ? 'in-wechat' : 'idle',
  )
  const [dialog, setDialog] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const launch = useCallback(() => {
    clearTimeout(timer.current)
    runtime.tracker?.event('button_click', {
      button: direction === 'wechat' ? 'return_wechat' : 'open_app',
      param: appPath,
    })
    if (direction === 'app' && platform.isApp) {
      // Already in the app: it opens its own route.
      void callNative('open-route', { path: appPath })
      setPhase('opened')
      return
    }
    if (direction === 'wechat' && platform.isWechat) {
      setPhase('in-wechat')
      return
    }
    if (direction === 'app' && platform.isWechat) {
      // WeChat blocks app schemes in its browser: the launch fails at once (spec §8 dialog).
      setDialog(true)
      return
    }
    const target = direction === 'wechat' ? WECHAT_SCHEME : appSchemeUrl(appPath)
    setPhase('launching')
    launcher.open(target)
    timer.current = setTimeout(() => {
      if (!launcher.pageVisible()) {
        setPhase('opened')
        return
      }
      setPhase('idle')
      if (direction === 'app') setDialog(true)
      else toast('未能打开微信，请手动切换到微信')
    }, launchTimeout)
  }, [runtime, direction, appPath, platform, launchTimeout])

  // Only on the first show: a later tap is the user's.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // A plain browser opens an app scheme only from a tap (browsers refuse it without a user gesture).
    const hosted = platform.isApp || platform.isWechat
    if (variant === 'page' && autoLaunch && hosted) launch()
  }, [variant, autoLaunch, launch, platform])

  const label = buttonText ?? (direction === 'wechat' ? '返回微信' : '打开APP')
  const hint =
    phase === 'launching'
      ? direction === 'wechat'
        ? '正在打开微信…'
        : '正在打开APP…'
      : phase === 'opened'
        ? direction === 'wechat'
          ? '已为您切换到微信'
          : '已在APP中打开'
        : phase === 'in-wechat'
          ? '您已在微信中，可关闭本页继续浏览'
          : ''

  const notInstalled = (
    <Dialog
      visible={dialog}
      title={NOT_INSTALLED_TITLE}
      content={NOT_INSTALLED_TEXT}
      closeOnAction
      destroyOnClose
      onClose={() => setDialog(false)}
      actions={[
        [
          { key: 'cancel', text: '取消' },
          {
            key: 'continue',
            text: '继续',
            bold: true,
            onClick: () => {
              runtime.tracker?.event('button_click', { button: 'app_download', param: appPath })
              launcher.open(environment.appDownloadUrl)
            },
          },
        ],
      ]}
    />
  )

  if (variant === 'banner') {
    return (
      <section className={styles.banner}>
        <span className={styles.bannerLogo} aria-hidden>
          {productConfig.shortName.slice(0, 1)}
        </span>
        <div className={styles.bannerText}>
          <strong>{title}</strong>
          <span>{description}</span>
        </div>
        <Button size="small" color="primary" shape="rounded" onClick={launch} loading={phase === 'launching'}>
          {label}
        </Button>
        {notInstalled}
      </section>
    )
  }

  return (
    <section className={styles.page}>
      <div className={styles.logo} aria-hidden>
        {productConfig.shortName.slice(0, 1)}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <p className={styles.hint} role="status">
        {hint}
      </p>
      {phase === 'in-wechat' ? (
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => {
            if (!closeWindow(platform)) runtime.navigator.back(1)
          }}
        >
          关闭页面
        </Button>
      ) : (
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={phase === 'launching'}
          onClick={launch}
        >
          {label}
        </Button>
      )}
      {direction === 'app' && !platform.isApp && (
        <Button
          block
          fill="none"
          className={styles.download}
          onClick={() => launcher.open(environment.appDownloadUrl)}
        >
          还没有APP？立即下载
        </Button>
      )}
      {notInstalled}
    </section>
  )
}
