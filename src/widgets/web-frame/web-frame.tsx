import Button from 'antd-mobile/es/components/button'
import SpinLoading from 'antd-mobile/es/components/spin-loading'
import { useEffect, useState } from 'react'
import { isAllowedUrl } from '@/runtime/config'
import { useRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import { copyText, ErrorBlock } from '@/runtime/ui'
import { reads } from './web-frame.data'
import styles from './web-frame.module.css'
import type { schema } from './web-frame.schema'

export type WebFrameProps = FromContract<typeof schema>

/** The http(s) URL's host, or undefined when the text is not a web address. */
function webHost(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host : undefined
  } catch {
    return undefined
  }
}

/**
 * Shows an outside page inside the app, only when its host is on the allowlist; anything else gets a
 * clear message instead of a frame (config and links are never trusted to open arbitrary sites).
 */
export default function WebFrame({ url = '' }: WebFrameProps & Partial<WidgetRuntimeProps>) {
  const target = url.trim()
  if (!target) return <Message title="缺少网页地址" description="链接中没有要打开的网页地址" />
  const host = webHost(target)
  if (!host)
    return <Message title="无法打开此链接" description="这不是一个有效的网页地址（需以 https:// 开头）" />
  if (!isAllowedUrl(target)) {
    return (
      <Message
        title="无法打开此链接"
        description={`出于安全考虑，${host} 不在允许访问的网站范围内`}
        blockedHost={host}
      />
    )
  }
  // Keyed by the address so a new address starts with its own loading state.
  return <Frame key={target} url={target} title={host} />
}

/** A page that has not fired its load event by then counts as unreachable (a stalled connection). */
export const FRAME_LOAD_TIMEOUT_MS = 15_000

/** What web.reachability answers (schemas/api/system.ts). */
interface ReachabilityAnswer {
  status: 'REACHABLE' | 'UNREACHABLE' | 'UNCHECKED'
}

/**
 * The frame, with a spinner until the page has loaded and the server has said whether it reaches the
 * page's host. A frame cannot tell a page from the browser's error page (its load event fires for both),
 * so the server's check decides (decision 0029): UNREACHABLE, or no load event in 15 s, shows
 * 网页无法打开 with 重试 and 复制链接 instead of the browser's broken-page picture. A failed check
 * (our own server not answering) leaves the frame to the browser.
 */
function Frame({ url, title }: { url: string; title: string }) {
  const [attempt, setAttempt] = useState(0)
  // 重试 starts a new attempt: a new check and the page loaded again.
  return (
    <FrameAttempt key={attempt} url={url} title={title} onRetry={() => setAttempt((count) => count + 1)} />
  )
}

function FrameAttempt({ url, title, onRetry }: { url: string; title: string; onRetry: () => void }) {
  const check = useRead<ReachabilityAnswer>(reads.reachability, { props: { url } })
  const [loaded, setLoaded] = useState(false)
  const [stalled, setStalled] = useState(false)
  // 重试 mounts a new attempt, which asks the server again: until that answer, the last one decides nothing.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const checked = mounted && check.answer.status !== 'loading' && !check.refreshing
  const failed =
    stalled || (checked && check.answer.status === 'ready' && check.answer.data?.status === 'UNREACHABLE')

  // No load event in time: a stalled connection the check did not catch.
  useEffect(() => {
    if (loaded) return
    const timer = setTimeout(() => setStalled(true), FRAME_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [loaded])

  if (failed) {
    return (
      <div className={styles.message} role="alert" data-unreachable-url={url}>
        <ErrorBlock status="disconnected" title="网页无法打开" description={title} />
        <div className={styles.actions}>
          <Button color="primary" shape="rounded" onClick={onRetry}>
            重试
          </Button>
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void copyText(url)}>
            复制链接
          </Button>
        </div>
      </div>
    )
  }
  const ready = loaded && checked
  return (
    <div className={styles.frameBox}>
      {ready ? null : (
        <div className={styles.loading}>
          <SpinLoading color="primary" />
        </div>
      )}
      <iframe
        className={`${styles.frame} ${ready ? '' : styles.hidden}`}
        src={url}
        title={title}
        onLoad={() => setLoaded(true)}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}

function Message({
  title,
  description,
  blockedHost,
}: {
  title: string
  description: string
  blockedHost?: string
}) {
  return (
    <div className={styles.message} data-blocked-host={blockedHost}>
      <ErrorBlock status="default" title={title} description={description} />
    </div>
  )
}
