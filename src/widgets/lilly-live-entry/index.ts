import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LillyLiveEntry',
  description:
    'A partner (Lilly) live (lillyLiveDetail): poster, status, partner strip, 进入直播; records the visit.',
  schema: () => import('./lilly-live-entry.schema').then((module) => module.schema),
  reads: () => import('./lilly-live-entry.data').then((module) => module.reads),
  load: () => import('./lilly-live-entry'),
})
