export type { Captcha, CaptchaStatus, PasswordFormValues, SmsFormValues } from './account-forms'
export {
  AccountCard,
  CaptchaImage,
  Field,
  PasswordForm,
  SMS_INTERVAL_SECONDS,
  SmsCodeForm,
  SubmitButton,
  useCaptcha,
  useSmsCountdown,
  useSubmitGuard,
} from './account-forms'
