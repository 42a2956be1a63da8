import Button from 'antd-mobile/es/components/button'
import Input from 'antd-mobile/es/components/input'
import SpinLoading from 'antd-mobile/es/components/spin-loading'
import Tabs from 'antd-mobile/es/components/tabs'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { type Control, Controller, type FieldValues, type Path, useForm } from 'react-hook-form'
import { isCode, isMobile } from '../forms/index'
import { useRuntime } from '../render/runtime-context'
import styles from './account-forms.module.css'

/*
 * The phone + image captcha + SMS code form and the phone + password form, shared by the login and the
 * WeChat bind screens (widgets may not import each other, so the shared piece lives in the runtime).
 */

/** An image captcha answer: its id and the picture (a data: URL of an SVG). */
export interface Captcha {
  captchaId: string
  image: string
}

export type CaptchaStatus = 'loading' | 'ready' | 'error'

/** Loads an image captcha on mount; `refresh` fetches a new one (stale answers are dropped). */
export function useCaptcha(endpoint: 'auth.captcha' | 'healthchat.captcha') {
  const { api } = useRuntime()
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [status, setStatus] = useState<CaptchaStatus>('loading')
  const request = useRef(0)

  const refresh = useCallback(async () => {
    const current = ++request.current
    setStatus('loading')
    try {
      const answer = await api.call<Captcha>(endpoint)
      if (current !== request.current) return
      setCaptcha(answer)
      setStatus('ready')
    } catch {
      // The API client has already shown the error; the picture offers a retry.
      if (current === request.current) setStatus('error')
    }
  }, [api, endpoint])

  useEffect(() => {
    void refresh()
    return () => {
      // Unmounted: an answer still on its way is ignored.
      request.current++
    }
  }, [refresh])

  return { captcha, status, refresh }
}

/** Only pictures, never a script-capable address, go into the captcha's <img>. */
function safeImage(src: string | undefined): string | undefined {
  return src && /^(data:image\/|https?:\/\/|\/(?!\/))/i.test(src) ? src : undefined
}

/** The captcha picture; tapping it loads a new one. */
export function CaptchaImage({
  captcha,
  status,
  onRefresh,
  large = false,
}: {
  captcha: Captcha | null
  status: CaptchaStatus
  onRefresh: () => void
  large?: boolean
}) {
  const src = safeImage(captcha?.image)
  return (
    <button
      type="button"
      className={`${styles.captchaImage} ${large ? styles.captchaLarge : ''}`}
      onClick={onRefresh}
      disabled={status === 'loading'}
      aria-label="图形验证码，点击换一张"
      data-status={status}
    >
      {status === 'loading' ? <SpinLoading color="primary" style={{ '--size': '18px' }} /> : null}
      {status === 'ready' && src ? <img src={src} alt="图形验证码" /> : null}
      {status === 'error' || (status === 'ready' && !src) ? (
        <span className={styles.captchaRetry}>加载失败，点击重试</span>
      ) : null}
    </button>
  )
}

/**
 * Runs one submit at a time: a second tap while a call is in flight is ignored, and `busy` drives the
 * button's loading state. A failed task is handed to `onFailed`; the API client has already toasted it.
 */
export function useSubmitGuard() {
  const running = useRef(false)
  const mounted = useRef(true)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const guard = useCallback(async (task: () => Promise<void>, onFailed?: (error: unknown) => void) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await task()
    } catch (error) {
      onFailed?.(error)
    } finally {
      running.current = false
      if (mounted.current) setBusy(false)
    }
  }, [])
  return { busy, guard }
}

/** A labelled input row with its validation message under it. */
export function Field({
  label,
  error,
  extra,
  children,
}: {
  label: string
  error?: string
  extra?: ReactNode
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <div className={styles.input}>{children(id)}</div>
        {extra}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** spec §9: the SMS resend interval the server answers, 60 s when it does not say. */
export const SMS_INTERVAL_SECONDS = 60

/**
 * The resend countdown. It starts from the session's last send time (spec §3 "last short-message send
 * time"), so leaving and reopening the screen does not allow an early resend.
 */
export function useSmsCountdown() {
  const { stores } = useRuntime()
  const [endsAt, setEndsAt] = useState(() => stores.user.lastSmsSendTime + SMS_INTERVAL_SECONDS * 1000)
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000))

  useEffect(() => {
    if (endsAt <= Date.now()) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= endsAt) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [endsAt])

  const start = useCallback(
    (seconds: number) => {
      const sentAt = Date.now()
      stores.user.markSmsSent(sentAt) // persisted with the session (spec §3)
      setNow(sentAt)
      setEndsAt(sentAt + seconds * 1000)
    },
    [stores],
  )
  return { left, start }
}

function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

const mobileRules = {
  required: '请输入手机号',
  validate: (value: string) => isMobile(value) || '请输入正确的手机号',
}

/** The mainland mobile number field of both forms: digits only, 11 at most, validated on submit. */
function MobileField<T extends FieldValues>({
  control,
  name,
  autoComplete,
}: {
  control: Control<T>
  name: Path<T>
  autoComplete: 'tel' | 'username'
}) {
  return (
    <Controller
      name={name}
      control={control}
      rules={mobileRules}
      render={({ field, fieldState }) => (
        <Field label="手机号" error={fieldState.error?.message}>
          {(id) => (
            <Input
              id={id}
              ref={field.ref}
              type="tel"
              inputMode="numeric"
              autoComplete={autoComplete}
              maxLength={11}
              placeholder="请输入手机号"
              clearable
              value={field.value}
              onChange={(value) => field.onChange(digitsOnly(value))}
              onBlur={field.onBlur}
            />
          )}
        </Field>
      )}
    />
  )
}

export interface SmsFormValues {
  mobile: string
  captchaCode: string
  smsCode: string
}

/**
 * Phone, image captcha and SMS code. 获取验证码 checks the phone and the image code, asks the server
 * to send the SMS (healthchat.sendSmsWithCaptcha) and counts down `60s后重新获取`; a refused send gets a
 * new image. The submit button hands the checked values to `onSubmit`.
 */
export function SmsCodeForm({
  submitText,
  onSubmit,
}: {
  submitText: string
  onSubmit: (values: SmsFormValues) => Promise<void>
}) {
  const { api } = useRuntime()
  const captcha = useCaptcha('healthchat.captcha')
  const countdown = useSmsCountdown()
  const { busy, guard } = useSubmitGuard()
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState('')
  const { control, handleSubmit, trigger, getValues, setValue, setFocus } = useForm<SmsFormValues>({
    defaultValues: { mobile: '', captchaCode: '', smsCode: '' },
  })

  const sendCode = async () => {
    if (sending || countdown.left > 0) return
    if (!(await trigger(['mobile', 'captchaCode']))) return
    if (!captcha.captcha) {
      void captcha.refresh()
      return
    }
    const { mobile, captchaCode } = getValues()
    setSending(true)
    try {
      const answer = await api.call<{ sent?: boolean; interval?: number }>('healthchat.sendSmsWithCaptcha', {
        mobile,
        captchaId: captcha.captcha.captchaId,
        captchaCode,
      })
      countdown.start(
        typeof answer?.interval === 'number' && answer.interval > 0 ? answer.interval : SMS_INTERVAL_SECONDS,
      )
      setSentTo(mobile)
      setFocus('smsCode')
    } catch {
      // A captcha is good for one try: show a new one and clear what was typed.
      setValue('captchaCode', '')
      void captcha.refresh()
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => guard(() => onSubmit(values)))}
    >
      <MobileField control={control} name="mobile" autoComplete="tel" />
      <Controller
        name="captchaCode"
        control={control}
        rules={{ validate: (value: string) => value.trim() !== '' || '请输入图形验证码' }}
        render={({ field, fieldState }) => (
          <Field
            label="图形验证码"
            error={fieldState.error?.message}
            extra={
              <CaptchaImage
                captcha={captcha.captcha}
                status={captcha.status}
                onRefresh={() => void captcha.refresh()}
              />
            }
          >
            {(id) => (
              <Input
                id={id}
                ref={field.ref}
                autoComplete="off"
                maxLength={8}
                placeholder="请输入图中字符"
                value={field.value}
                onChange={(value) => field.onChange(value.trim())}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
      <Controller
        name="smsCode"
        control={control}
        rules={{
          required: '请输入短信验证码',
          validate: (value: string) => isCode(value, 6) || '请输入6位短信验证码',
        }}
        render={({ field, fieldState }) => (
          <Field
            label="短信验证码"
            error={fieldState.error?.message}
            extra={
              <Button
                size="small"
                fill="none"
                color="primary"
                className={styles.sendButton}
                loading={sending}
                disabled={countdown.left > 0}
                onClick={() => void sendCode()}
              >
                {countdown.left > 0 ? `${countdown.left}s后重新获取` : '获取验证码'}
              </Button>
            }
          >
            {(id) => (
              <Input
                id={id}
                ref={field.ref}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="请输入6位验证码"
                value={field.value}
                onChange={(value) => field.onChange(digitsOnly(value))}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
      {sentTo ? (
        <p className={styles.hint} role="status">
          验证码已发送至 {sentTo.slice(0, 3)}****{sentTo.slice(7)}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{submitText}</SubmitButton>
    </form>
  )
}

export interface PasswordFormValues {
  loginName: string
  password: string
}

/** Phone and password (shown or hidden); the submit button hands the checked values to `onSubmit`. */
export function PasswordForm({
  submitText,
  onSubmit,
}: {
  submitText: string
  onSubmit: (values: PasswordFormValues) => Promise<void>
}) {
  const { busy, guard } = useSubmitGuard()
  const [visible, setVisible] = useState(false)
  const { control, handleSubmit } = useForm<PasswordFormValues>({
    defaultValues: { loginName: '', password: '' },
  })
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => guard(() => onSubmit(values)))}
    >
      <MobileField control={control} name="loginName" autoComplete="username" />
      <Controller
        name="password"
        control={control}
        rules={{ required: '请输入密码' }}
        render={({ field, fieldState }) => (
          <Field
            label="密码"
            error={fieldState.error?.message}
            extra={
              <button
                type="button"
                className={styles.eye}
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? '隐藏密码' : '显示密码'}
                aria-pressed={visible}
              >
                <EyeIcon open={visible} />
              </button>
            }
          >
            {(id) => (
              <Input
                id={id}
                ref={field.ref}
                type={visible ? 'text' : 'password'}
                autoComplete="current-password"
                maxLength={32}
                placeholder="请输入密码"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
      <SubmitButton busy={busy}>{submitText}</SubmitButton>
    </form>
  )
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {open ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" />}
    </svg>
  )
}

/** The forms' full-width submit button; shows the call in flight. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      shape="rounded"
      size="large"
      className={styles.submit}
      loading={busy}
    >
      {children}
    </Button>
  )
}

/** The white card with one tab per way in (login methods, bind methods), and what follows the tabs. */
export function AccountCard<K extends string>({
  tabs,
  active,
  onChange,
  children,
}: {
  tabs: readonly { key: K; title: string; content: ReactNode }[]
  active: K
  onChange: (key: K) => void
  children?: ReactNode
}) {
  return (
    <div className={styles.card}>
      <Tabs activeKey={active} onChange={(key) => onChange(key as K)} className={styles.tabs}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title}>
            {tab.content}
          </Tabs.Tab>
        ))}
      </Tabs>
      {children}
    </div>
  )
}
