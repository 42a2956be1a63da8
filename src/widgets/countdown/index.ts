import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Countdown',
  description:
    'The time left until a bound moment (距活动开始 2天 04:05:06), ticking every second; the ended text once past, and optional actions at the end.',
  schema: () => import('./countdown.schema').then((module) => module.schema),
  load: () => import('./countdown'),
})
