import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'AppHandoff',
  description:
    'Hands the doctor over to the native app (app scheme / bridge; 取消 / 继续 download dialog when the app is missing) or back from the app into WeChat.',
  schema: () => import('./app-handoff.schema').then((module) => module.schema),
  load: () => import('./app-handoff'),
})
