import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ExchangeRecordList',
  description: "The doctor's redeemed video codes (videoExchange.records): code, video, time; tap to watch.",
  schema: () => import('./exchange-record-list.schema').then((module) => module.schema),
  reads: () => import('./exchange-record-list.data').then((module) => module.reads),
  load: () => import('./exchange-record-list'),
})
