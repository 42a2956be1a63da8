import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Divider',
  description:
    'A thin horizontal line between sections, optionally with a short text in it (— 以下为往期活动 —).',
  schema: () => import('./divider.schema').then((module) => module.schema),
  load: () => import('./divider'),
  inline: true,
})
