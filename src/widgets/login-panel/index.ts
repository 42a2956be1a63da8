import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LoginPanel',
  description: 'The login screen: SMS, password and visitor (image captcha) login as tabs.',
  schema: () => import('./login-panel.schema').then((module) => module.schema),
  load: () => import('./login-panel'),
})
