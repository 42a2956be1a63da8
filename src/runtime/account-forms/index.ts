export type { Captcha, CaptchaStatus, PasswordFormValues, SmsFormValues } from './account-forms'
export {
  CaptchaImage,
  Field,
  PasswordForm,
  SMS_INTERVAL_SECONDS,
  SmsCodeForm,
  useCaptcha,
  useSmsCountdown,
  useSubmitGuard,
} from './account-forms'
