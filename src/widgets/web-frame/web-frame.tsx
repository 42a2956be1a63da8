import SpinLoading from 'antd-mobile/es/components/spin-loading'
import { useState } from 'react'
import { isAllowedUrl } from '@/runtime/config'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
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

function Frame({ url, title }: { url: string; title: string }) {
  const [loading, setLoading] = useState(true)
  return (
    <div className={styles.frameBox}>
      {loading ? (
        <div className={styles.loading}>
          <SpinLoading color="primary" />
        </div>
      ) : null}
      <iframe
        className={styles.frame}
        src={url}
        title={title}
        onLoad={() => setLoading(false)}
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
