import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VideoExchangeForm',
  description: 'Redeems a video exchange code (videoExchange.redeem) and offers 立即观看 on success.',
  schema: () => import('./video-exchange-form.schema').then((module) => module.schema),
  load: () => import('./video-exchange-form'),
})
