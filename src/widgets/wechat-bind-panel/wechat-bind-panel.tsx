import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import {
  AccountCard,
  PasswordForm,
  type PasswordFormValues,
  SmsCodeForm,
  type SmsFormValues,
} from '@/runtime/account-forms'
import { useWrite } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { FromContract } from '@/runtime/schema'
import type { LoginResult } from '@/runtime/session'
import { ErrorBlock } from '@/runtime/ui'
import styles from './wechat-bind-panel.module.css'
import type { schema } from './wechat-bind-panel.schema'

export type WechatBindPanelProps = FromContract<typeof schema>
export type BindMethod = 'phone' | 'password'

const allMethods: readonly BindMethod[] = ['phone', 'password']

const methodTitles: Record<BindMethod, string> = {
  phone: '手机号绑定',
  password: '密码绑定',
}

function usableMethods(methods: readonly string[] | undefined): BindMethod[] {
  const chosen = (methods ?? allMethods).filter(
    (method, index, list): method is BindMethod =>
      (allMethods as readonly string[]).includes(method) && list.indexOf(method) === index,
  )
  return chosen.length > 0 ? chosen : [...allMethods]
}

/**
 * The WeChat bind screen (/wxbind): a WeChat user with no account yet binds an existing one, by phone
 * and SMS code or by password. Binding logs in; the user then returns to where they were going.
 */
export default function WechatBindPanel({
  wxTicket,
  redirectUrl,
  methods,
}: WechatBindPanelProps & Partial<WidgetRuntimeProps>) {
  const { session, navigator, routes } = useRuntime()
  // Binding logs in: a write that changes who is signed in (session.signIn then resets the cache).
  const bindByPhoneCall = useWrite('wechat.bindByPhone')
  const bindByPasswordCall = useWrite('wechat.bindByPassword')
  const shown = usableMethods(methods)
  const [active, setActive] = useState<string>(shown[0] ?? 'phone')
  const ticket = wxTicket?.trim() ?? ''

  if (!ticket) {
    const returnTo =
      session.returnAddress(redirectUrl) ?? (routes.home ? navigator.href(routes.home.name) : '/')
    return (
      <section className={styles.missing}>
        <ErrorBlock
          status="default"
          title="微信授权信息已失效"
          description="请返回微信重新打开此页面，或使用手机号登录"
          fullPage={false}
        />
        <Button
          color="primary"
          shape="rounded"
          className={styles.missingButton}
          onClick={() => navigator.navigate({ to: session.loginHref(returnTo), mode: 'replace' })}
        >
          去登录
        </Button>
      </section>
    )
  }

  async function complete(result: LoginResult): Promise<void> {
    await session.signIn(result)
    session.finishLogin(redirectUrl)
  }

  const bindByPhone = async ({ mobile, smsCode }: SmsFormValues) =>
    complete(await bindByPhoneCall.write<LoginResult>({ wxTicket: ticket, mobile, randNum: smsCode }))

  const bindByPassword = async ({ loginName, password }: PasswordFormValues) =>
    complete(await bindByPasswordCall.write<LoginResult>({ wxTicket: ticket, loginName, password }))

  return (
    <section className={styles.panel}>
      <header className={styles.intro}>
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="24" fill="#07c160" />
          <ellipse cx="20" cy="21" rx="10" ry="8.5" fill="#fff" />
          <ellipse cx="29.5" cy="28" rx="8.5" ry="7" fill="#fff" stroke="#07c160" strokeWidth="1.5" />
          <circle cx="16.5" cy="19" r="1.4" fill="#07c160" />
          <circle cx="23.5" cy="19" r="1.4" fill="#07c160" />
        </svg>
        <h1 className={styles.title}>绑定已有账号</h1>
        <p className={styles.lead}>绑定已有账号后，可用微信直接登录</p>
      </header>
      <AccountCard
        active={active}
        onChange={setActive}
        tabs={shown.map((method) => ({
          key: method,
          title: methodTitles[method],
          content:
            method === 'phone' ? (
              <SmsCodeForm submitText="绑定并登录" onSubmit={bindByPhone} />
            ) : (
              <PasswordForm submitText="绑定并登录" onSubmit={bindByPassword} />
            ),
        }))}
      />
    </section>
  )
}
