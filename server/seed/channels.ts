import type { marketingChannel } from '../db/index'

/** channel.marketing: where a QR code or menu entry lands. */
export const marketingChannels: readonly (typeof marketingChannel.$inferInsert)[] = [
  {
    channel: 'wechat-menu',
    name: '公众号菜单「成长学院」',
    landingPath: '/v3/home',
    active: true,
  },
  {
    channel: 'congress-2026',
    name: '2026 皮肤科年会展台二维码',
    landingPath: '/v3/activity/detail?id=1',
    active: false,
  },
]
