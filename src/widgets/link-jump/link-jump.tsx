import Button from 'antd-mobile/es/components/button'
import SpinLoading from 'antd-mobile/es/components/spin-loading'
import { useEffect, useState } from 'react'
import { isAllowedUrl } from '@/runtime/config'
import type { PlatformInfo } from '@/runtime/platform'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import {
  contentCardTarget,
  type DeepLinkTarget,
  deepLinks,
  isOpenableSourceType,
  OUTSIDE_APP_MESSAGE,
  openDeepLink,
  sceneTarget,
} from '@/runtime/router'
import type { WidgetProps } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import styles from './link-jump.module.css'
import type { schema } from './link-jump.schema'

export type LinkJumpProps = WidgetProps<typeof schema>

/** `shortVideo`, `short-video`, `short_video` → `SHORT_VIDEO`. */
export function normalizeJumpType(type: string | undefined | null): string {
  return (type ?? '')
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toUpperCase()
}

const ALIASES: Record<string, string> = {
  GUIDE: 'GUIDELINE',
  CLINICAL: 'GUIDELINE',
  PACKAGE: 'COURSE_PACKAGE',
}

/**
 * Where a jump link points (spec §2 deep-link helpers and content-card jumps): a content source type
 * goes where a content card of that type goes; a scene type (FOCUS_ENP, SUBSCRIBE_COURSE,
 * PROMOTION_EXAM) or the QUESTION_ANSWER promotion type where the scene leads (decision 0031);
 * INTELLIGENCE and ORDER are app-only; a URL opens in the
 * webview screen (the app's web container inside the app) when it is on the allowlist.
 */
export function jumpTarget(
  link: { type?: string | null; id?: unknown; url?: string | null },
  platform: Pick<PlatformInfo, 'isApp'>,
): DeepLinkTarget {
  const raw = normalizeJumpType(link.type)
  const type = ALIASES[raw] ?? raw
  const url = (link.url ?? '').trim()
  if (type === 'URL' || type === 'WEB' || type === 'H5' || (type === '' && url)) {
    if (!url) return { kind: 'none', reason: 'jump: empty url' }
    if (!isAllowedUrl(url)) return { kind: 'none', reason: `jump: ${url} is not on the allowlist` }
    return platform.isApp ? deepLinks.appWeb(url) : { kind: 'route', route: 'webview', query: { url } }
  }
  if (type === 'INTELLIGENCE') return deepLinks.intelligenceDetail(link.id as string)
  if (type === 'ORDER') return deepLinks.orderDetail(link.id as string)
  if (type === 'ADVANCE_COURSE') return deepLinks.advanceCourseDetail(link.id as string)
  const scene = sceneTarget(type, link.id, platform)
  if (scene) return scene
  if (isOpenableSourceType(type)) return contentCardTarget({ sourceType: type, sourceId: link.id }, platform)
  return { kind: 'none', reason: `jump: unknown type ${JSON.stringify(link.type ?? '')}` }
}

type Phase = 'jumping' | 'outside-app' | 'invalid'

/**
 * The jump screens: resolve the link, then replace this screen with the target (back does not land
 * on the jump page again). App-only targets outside the app say 请前往APP操作; anything else that
 * cannot be opened shows 链接无效 with 返回首页.
 */
export default function LinkJump({
  type,
  id,
  url,
  homeRoute = 'home',
}: LinkJumpProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const [phase, setPhase] = useState<Phase>('jumping')

  useEffect(() => {
    const target = jumpTarget({ type, id, url }, runtime.platform)
    if (target.kind === 'route' && runtime.routes.byName(target.route)) {
      runtime.navigator.replace(target.route, target.query)
      return
    }
    if (target.kind === 'route') {
      console.error(`[jump] route "${target.route}" is not in pages.json`)
      setPhase('invalid')
      return
    }
    void openDeepLink(runtime, target).then((outcome) => {
      if (outcome === 'outside-app') setPhase('outside-app')
      else if (outcome === 'skipped') setPhase('invalid')
    })
  }, [runtime, type, id, url])

  if (phase === 'jumping') {
    return (
      <div className={styles.jumping} role="status">
        <SpinLoading color="primary" />
        <span>正在跳转…</span>
      </div>
    )
  }
  return (
    <div className={styles.blocked}>
      <ErrorBlock
        status={phase === 'outside-app' ? 'default' : 'empty'}
        title={phase === 'outside-app' ? OUTSIDE_APP_MESSAGE : '链接无效'}
        description={
          phase === 'outside-app' ? '该内容需在 APP 中查看' : '链接可能已失效或不完整，请检查后重试'
        }
      />
      <div className={styles.actions}>
        {phase === 'outside-app' && (
          <Button color="primary" shape="rounded" block onClick={() => runtime.navigator.push('yimeiToApp')}>
            打开APP
          </Button>
        )}
        <Button shape="rounded" block onClick={() => runtime.navigator.reLaunch(homeRoute)}>
          返回首页
        </Button>
      </div>
    </div>
  )
}
