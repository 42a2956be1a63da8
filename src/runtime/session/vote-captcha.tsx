import { observer } from 'mobx-react-lite'
import { type CSSProperties, lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '../api/index'
import type { UiStore } from '../stores/index'
import { toast } from '../ui/feedback'
import type { LoginResult, Session } from './types'
import styles from './vote-captcha.module.css'

const CenterPopup = lazy(() => import('antd-mobile/es/components/center-popup'))

/** spec §5 wording (the spec gives the meaning; this is the Chinese the doctor reads). */
export const voteCaptchaText = {
  title: '为保证投票结果公平公正，投票前请先完成验证',
  placeholder: '请输入图中字符',
  empty: '请输入验证码',
  refresh: '换一张',
  cancel: '取消',
  confirm: '确定',
} as const

interface Captcha {
  captchaId: string
  image: string
}

/**
 * The vote captcha modal (spec §4, §5): shown while the validate-modal flag is on (a guest's 401 on the
 * vote call turns it on). Confirm with an empty code says 请输入验证码 and sends nothing; a new image on
 * request; success with a userId stores the user and token, which also closes it; cancel closes it.
 */
export interface VoteCaptchaHostProps {
  ui: UiStore
  api: ApiClient
  session: Session
}

export const VoteCaptchaHost = observer(function VoteCaptchaHost({ ui, api, session }: VoteCaptchaHostProps) {
  const visible = ui.validateModalVisible
  const [captcha, setCaptcha] = useState<Captcha | undefined>()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const refresh = useCallback(async () => {
    setCode('')
    try {
      setCaptcha(await api.call<Captcha>('auth.captcha', {}, { quiet: true }))
    } catch {
      setCaptcha(undefined)
    }
  }, [api])

  useEffect(() => {
    if (visible) {
      setError('')
      void refresh()
    }
  }, [visible, refresh])

  if (!visible) return null

  async function confirm() {
    const typed = code.trim()
    if (!typed) {
      setError(voteCaptchaText.empty)
      toast(voteCaptchaText.empty)
      return
    }
    if (!captcha || busy) return
    setBusy(true)
    try {
      const result = await api.call<LoginResult>('auth.captchaLogin', {
        captchaId: captcha.captchaId,
        code: typed,
      })
      if (result?.userId) {
        // Setting the login info closes the modal (signIn turns the flag off).
        await session.signIn(result)
        toast('验证成功，请重新投票')
      }
    } catch {
      // The API client has shown why; a captcha is single-use, so show a fresh one.
      void refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Suspense fallback={null}>
      <CenterPopup
        visible
        closeOnMaskClick={false}
        bodyClassName={styles.body}
        style={{ '--min-width': '80vw', '--max-width': 'min(80vw, 600px)' } as CSSProperties}
      >
        <form
          className={styles.form}
          aria-labelledby="vote-captcha-title"
          onSubmit={(event) => {
            event.preventDefault()
            void confirm()
          }}
        >
          <h2 id="vote-captcha-title" className={styles.title}>
            {voteCaptchaText.title}
          </h2>
          <div className={styles.row}>
            <input
              className={styles.input}
              value={code}
              maxLength={8}
              autoComplete="off"
              placeholder={voteCaptchaText.placeholder}
              aria-label={voteCaptchaText.placeholder}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setCode(event.target.value)
                setError('')
              }}
            />
            <button
              type="button"
              className={styles.image}
              onClick={() => void refresh()}
              aria-label={voteCaptchaText.refresh}
            >
              {captcha ? (
                <img src={captcha.image} alt="图形验证码" />
              ) : (
                <span>{voteCaptchaText.refresh}</span>
              )}
            </button>
          </div>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={styles.cancel} onClick={() => ui.setValidateModal(false)}>
              {voteCaptchaText.cancel}
            </button>
            <button type="submit" className={styles.confirm} disabled={busy}>
              {voteCaptchaText.confirm}
            </button>
          </div>
        </form>
      </CenterPopup>
    </Suspense>
  )
})
