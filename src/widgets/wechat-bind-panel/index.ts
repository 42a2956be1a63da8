import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'WechatBindPanel',
  description: 'Binds a WeChat account to an existing account by phone + SMS code or by password.',
  schema: () => import('./wechat-bind-panel.schema').then((module) => module.schema),
  load: () => import('./wechat-bind-panel'),
})
