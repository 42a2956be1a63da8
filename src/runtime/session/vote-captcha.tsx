import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import type { VoteCaptchaHostProps } from './vote-captcha-dialog'

export type { VoteCaptchaHostProps } from './vote-captcha-dialog'
export { voteCaptchaText } from './vote-captcha-text'

// The modal's body, its popup and styles load when a vote first needs a captcha, not with the first screen.
const VoteCaptchaDialog = lazy(() =>
  import('./vote-captcha-dialog').then((module) => ({ default: module.VoteCaptchaDialog })),
)

/**
 * The vote captcha modal (spec §4, §5): shown while the validate-modal flag is on (a guest's 401 on the
 * vote call turns it on). Confirm with an empty code says 请输入验证码 and sends nothing; a new image on
 * request; success with a userId stores the user and token, which also closes it; cancel closes it.
 */
export const VoteCaptchaHost = observer(function VoteCaptchaHost(props: VoteCaptchaHostProps) {
  if (!props.ui.validateModalVisible) return null
  return (
    <Suspense fallback={null}>
      <VoteCaptchaDialog {...props} />
    </Suspense>
  )
})
