import Button from 'antd-mobile/es/components/button'
import SpinLoading from 'antd-mobile/es/components/spin-loading'
import { useEffect, useRef, useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { FromContract } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import styles from './token-transfer.module.css'
import type { schema } from './token-transfer.schema'

export type TokenTransferProps = FromContract<typeof schema>

/**
 * The receive-token screen (/page-token-transfer): another app or page hands over a login token in the
 * URL. The session stores it and loads the user info (which fills the userId); then the user goes on to
 * the return address. A missing or refused token shows 登录信息无效 with a way to the login screen.
 */
export default function TokenTransfer({
  token,
  redirectUrl,
}: TokenTransferProps & Partial<WidgetRuntimeProps>) {
  const { session, navigator, routes } = useRuntime()
  const handedOver = token?.trim() ?? ''
  const [status, setStatus] = useState<'working' | 'invalid'>(handedOver ? 'working' : 'invalid')
  const started = useRef('')
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    // Once per token, even when React runs effects twice in development.
    if (handedOver && started.current !== handedOver) {
      started.current = handedOver
      setStatus('working')
      void (async () => {
        try {
          await session.signIn({ token: handedOver, userId: '' }, { silent: true })
          if (!session.loggedIn) throw new Error('the token did not identify a user')
          if (mounted.current) session.finishLogin(redirectUrl)
        } catch {
          // A refused token must not stay in the session.
          session.signOut()
          if (mounted.current) setStatus('invalid')
        }
      })()
    }
    if (!handedOver) setStatus('invalid')
    return () => {
      mounted.current = false
    }
  }, [handedOver, redirectUrl, session])

  if (status === 'working') {
    return (
      <section className={styles.panel} aria-busy="true">
        <SpinLoading color="primary" style={{ '--size': '36px' }} />
        <p className={styles.working} role="status">
          正在登录…
        </p>
      </section>
    )
  }

  const returnTo =
    session.returnAddress(redirectUrl) ?? (routes.home ? navigator.href(routes.home.name) : '/')
  return (
    <section className={styles.panel}>
      <ErrorBlock
        status="default"
        title="登录信息无效"
        description="登录链接已过期或不完整，请重新登录"
        fullPage={false}
      />
      <Button
        color="primary"
        shape="rounded"
        className={styles.button}
        onClick={() => navigator.navigate({ to: session.loginHref(returnTo), mode: 'replace' })}
      >
        去登录
      </Button>
    </section>
  )
}
