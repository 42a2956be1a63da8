import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VoteHero',
  description:
    'A vote campaign head: banner, title, status and countdown, 总票数 / 参赛数 / 访问量, my votes left today, 规则 links and 分享.',
  schema: () => import('./vote-hero.schema').then((module) => module.schema),
  reads: () => import('./vote-hero.data').then((module) => module.reads),
  load: () => import('./vote-hero'),
})
