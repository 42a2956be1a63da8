import { encryptLoginPayload } from '@schemas/api/crypto'
import Input from 'antd-mobile/es/components/input'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  AccountCard,
  CaptchaImage,
  Field,
  PasswordForm,
  type PasswordFormValues,
  SmsCodeForm,
  type SmsFormValues,
  SubmitButton,
  useCaptcha,
  useSubmitGuard,
} from '@/runtime/account-forms'
import { productConfig } from '@/runtime/config'
import { useWrite } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { returnScreenOf } from '@/runtime/router'
import type { WidgetProps } from '@/runtime/schema'
import type { LoginResult } from '@/runtime/session'
import styles from './login-panel.module.css'
import type { schema } from './login-panel.schema'

export type LoginPanelProps = WidgetProps<typeof schema>
export type LoginMethod = 'sms' | 'password' | 'captcha'

const allMethods: readonly LoginMethod[] = ['sms', 'password', 'captcha']

const methodTitles: Record<LoginMethod, string> = {
  sms: '短信登录',
  password: '密码登录',
  captcha: '快捷登录',
}

/** The configured methods, known ones only, each once; all of them when none is left. */
function usableMethods(methods: readonly string[] | undefined): LoginMethod[] {
  const chosen = (methods ?? allMethods).filter(
    (method, index, list): method is LoginMethod =>
      (allMethods as readonly string[]).includes(method) && list.indexOf(method) === index,
  )
  return chosen.length > 0 ? chosen : [...allMethods]
}

/** The API contract's ceiling for tokenExpirationHours (one year). */
const MAX_TOKEN_HOURS = 8760

/**
 * The activity's token lifetime (the query gives text): a positive number, at most a year; anything
 * else is left out and the server's default applies.
 */
export function tokenHours(value: number | string | undefined): number | undefined {
  const hours = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) return undefined
  return Math.min(hours, MAX_TOKEN_HOURS)
}

/**
 * The login screen: the product mark, then SMS, password and visitor (image captcha) login as tabs.
 * Every success signs the session in and leaves for the return address (spec §2 login route). When the
 * return address is a screen of the route table, the screen says what logging in opens: 登录后继续 and
 * that screen's title, and that it is for certified doctors when its route always checks certification.
 */
export default function LoginPanel({
  methods,
  redirectUrl,
  tokenExpirationHours,
  agreementText = '登录即表示您已阅读并同意',
  agreementLinkText = '《用户协议》和《隐私政策》',
  onAgreement,
  run,
}: LoginPanelProps & Partial<WidgetRuntimeProps>) {
  const { session, routes } = useRuntime()
  // Logins are writes: they change who is signed in (session.signIn then resets the cache).
  const smsLoginCall = useWrite('auth.smsLoginNew')
  const passwordLoginCall = useWrite('auth.encryptionLogin')
  const captchaLoginCall = useWrite('auth.captchaLogin')
  const returnScreen = returnScreenOf(routes, session.returnAddress(redirectUrl))
  const shown = usableMethods(methods)
  const [active, setActive] = useState<string>(shown[0] ?? 'sms')
  const hours = tokenHours(tokenExpirationHours)

  async function complete(result: LoginResult): Promise<void> {
    await session.signIn(result)
    session.finishLogin(redirectUrl)
  }

  const smsLogin = async ({ mobile, smsCode }: SmsFormValues) =>
    complete(
      await smsLoginCall.write<LoginResult>({
        mobile,
        randNum: smsCode,
        tokenExpirationHours: hours,
      }),
    )

  const passwordLogin = async ({ loginName, password }: PasswordFormValues) =>
    complete(
      await passwordLoginCall.write<LoginResult>({
        data: encryptLoginPayload({ loginName, password, timestamp: Date.now() }),
      }),
    )

  const captchaLogin = async (captchaId: string, code: string) =>
    complete(await captchaLoginCall.write<LoginResult>({ captchaId, code, tokenExpirationHours: hours }))

  const hasAgreementLink = Array.isArray(onAgreement) && onAgreement.length > 0

  return (
    <section className={styles.panel}>
      <header className={styles.brand}>
        <svg className={styles.logo} viewBox="0 0 64 64" role="img" aria-label={productConfig.shortName}>
          <rect width="64" height="64" rx="16" fill="#1b6bc5" />
          <path d="M18 16h13c10 0 17 6.5 17 16s-7 16-17 16H18z" fill="#fff" />
          <path d="M25 23h6c5.5 0 9.5 3.6 9.5 9S36.5 41 31 41h-6z" fill="#1b6bc5" />
          <circle cx="31" cy="32" r="3.5" fill="#7fd3c2" />
        </svg>
        <h1 className={styles.name}>{productConfig.name}</h1>
        <p className={styles.slogan}>{productConfig.shareDescription}</p>
      </header>

      {returnScreen ? (
        <aside className={styles.continue} aria-label="登录后继续" data-return-screen={returnScreen.name}>
          <p className={styles.continueLine}>
            <span className={styles.continueLabel}>登录后继续</span>
            <strong className={styles.continueTitle}>{returnScreen.title}</strong>
          </p>
          {returnScreen.forCertifiedDoctors ? (
            <p className={styles.continueNote}>该内容仅限认证医生查看，登录后将核验您的认证信息</p>
          ) : null}
        </aside>
      ) : null}

      <AccountCard
        active={active}
        onChange={setActive}
        tabs={shown.map((method) => ({
          key: method,
          title: methodTitles[method],
          content:
            method === 'sms' ? (
              <SmsCodeForm submitText="登录" onSubmit={smsLogin} />
            ) : method === 'password' ? (
              <PasswordForm submitText="登录" onSubmit={passwordLogin} />
            ) : (
              <VisitorLoginForm onLogin={captchaLogin} />
            ),
        }))}
      >
        <p className={styles.agreement}>
          {agreementText}
          {hasAgreementLink ? (
            <button type="button" className={styles.agreementLink} onClick={() => void run?.(onAgreement)}>
              {agreementLinkText}
            </button>
          ) : (
            <span>{agreementLinkText}</span>
          )}
        </p>
      </AccountCard>
    </section>
  )
}

/**
 * Visitor login (spec §3 captcha login payload): type the characters of the picture. An empty code
 * shows 请输入验证码 and sends nothing (spec §5); a refused code gets a new picture and an empty input.
 */
function VisitorLoginForm({ onLogin }: { onLogin: (captchaId: string, code: string) => Promise<void> }) {
  const captcha = useCaptcha('auth.captcha')
  const { busy, guard } = useSubmitGuard()
  const { control, handleSubmit, setValue, setFocus } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  })

  const submit = handleSubmit(({ code }) =>
    guard(
      async () => {
        if (!captcha.captcha) {
          await captcha.refresh()
          return
        }
        await onLogin(captcha.captcha.captchaId, code.trim())
      },
      () => {
        // The server answered auth.captcha.invalid or auth.captcha.expired (already toasted).
        setValue('code', '')
        void captcha.refresh()
        setFocus('code')
      },
    ),
  )

  return (
    <form className={styles.visitor} noValidate onSubmit={submit}>
      <p className={styles.visitorHint}>无需注册，输入图中字符即可登录</p>
      <CaptchaImage
        large
        captcha={captcha.captcha}
        status={captcha.status}
        onRefresh={() => void captcha.refresh()}
      />
      <div className={styles.refreshRow}>
        <span>看不清？</span>
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void captcha.refresh()}
          disabled={captcha.status === 'loading'}
        >
          换一张
        </button>
      </div>
      <Controller
        name="code"
        control={control}
        rules={{ validate: (value: string) => value.trim() !== '' || '请输入验证码' }}
        render={({ field, fieldState }) => (
          <Field label="验证码" error={fieldState.error?.message}>
            {(id) => (
              <Input
                id={id}
                ref={field.ref}
                autoComplete="off"
                maxLength={8}
                placeholder="请输入图中字符"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
      <SubmitButton busy={busy}>登录</SubmitButton>
    </form>
  )
}
