import ErrorBlock from 'antd-mobile/es/components/error-block'
import SpinLoading from 'antd-mobile/es/components/spin-loading'
import { useState } from 'react'
import { isAllowedUrl } from '@/runtime/config'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import styles from './web-frame.module.css'
import type { schema } from './web-frame.schema'

export type WebFrameProps = FromContract<typeof schema>

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/**
 * Shows an outside page inside the app, only when its host is on the allowlist; anything else gets a
 * clear message instead of a frame (config and links are never trusted to open arbitrary sites).
 */
export default function WebFrame({ url = '' }: WebFrameProps & Partial<WidgetRuntimeProps>) {
  const [loading, setLoading] = useState(true)
  const target = url.trim()
  if (!target) {
    return (
      <div className={styles.message}>
        <ErrorBlock status="empty" title="缺少网页地址" description="链接中没有要打开的网页地址" />
      </div>
    )
  }
  if (!isAllowedUrl(target)) {
    return (
      <div className={styles.message} data-blocked-host={hostOf(target)}>
        <ErrorBlock
          status="default"
          title="无法打开此链接"
          description={`出于安全考虑，${hostOf(target)} 不在允许访问的网站范围内`}
        />
      </div>
    )
  }
  return (
    <div className={styles.frameBox}>
      {loading ? (
        <div className={styles.loading}>
          <SpinLoading color="primary" />
        </div>
      ) : null}
      <iframe
        className={styles.frame}
        src={target}
        title={hostOf(target)}
        onLoad={() => setLoading(false)}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}
