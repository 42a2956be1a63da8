import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'InvitePanel',
  description:
    '邀请好友: my invite code (复制 → 复制成功), link share, invited friends with 已注册 / 已认证 and 麦豆 earned; with `code`, a visitor sees the inviter and 注册/登录.',
  schema: () => import('./invite-panel.schema').then((module) => module.schema),
  reads: () => import('./invite-panel.data').then((module) => module.reads),
  load: () => import('./invite-panel'),
})
