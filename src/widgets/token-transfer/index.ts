import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'TokenTransfer',
  description: 'Signs in with a token handed over in the URL, then goes on to the return address.',
  schema: () => import('./token-transfer.schema').then((module) => module.schema),
  load: () => import('./token-transfer'),
})
