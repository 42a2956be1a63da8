import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '../api/index'
import type { UiStore } from '../stores/index'
import { toast } from '../ui/feedback'
import { CenterPopup, DIALOG_WIDTH } from '../ui/overlays'
import type { LoginResult, Session } from './types'
import styles from './vote-captcha.module.css'
import { voteCaptchaText } from './vote-captcha-text'

interface Captcha {
  captchaId: string
  image: string
}

export interface VoteCaptchaHostProps {
  ui: UiStore
  api: ApiClient
  session: Session
}

/** The vote captcha modal's body (vote-captcha.tsx mounts it while the validate-modal flag is on). */
export const VoteCaptchaDialog = observer(function VoteCaptchaDialog({
  ui,
  api,
  session,
}: VoteCaptchaHostProps) {
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

  // Mounted each time the modal opens: a fresh captcha.
  useEffect(() => {
    void refresh()
  }, [refresh])

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
      // spec §3 captcha login payload: the token lives as long as the vote campaign says.
      const result = await api.call<LoginResult>('auth.captchaLogin', {
        captchaId: captcha.captchaId,
        code: typed,
        ...(ui.voteTokenHours ? { tokenExpirationHours: ui.voteTokenHours } : {}),
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
    <CenterPopup visible closeOnMaskClick={false} bodyClassName={styles.body} style={DIALOG_WIDTH}>
      <form
        className={styles.form}
        role="dialog"
        aria-modal="true"
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
            {captcha ? <img src={captcha.image} alt="图形验证码" /> : <span>{voteCaptchaText.refresh}</span>}
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
  )
})
