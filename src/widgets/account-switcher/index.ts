import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'AccountSwitcher',
  description: 'The current account card with 切换账号 and 退出登录 (change-accounts screen).',
  schema: () => import('./account-switcher.schema').then((module) => module.schema),
  load: () => import('./account-switcher'),
})
