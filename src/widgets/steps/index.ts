import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Steps',
  description:
    'Numbered steps with a title and description each; the current one highlighted (antd-mobile Steps).',
  schema: () => import('./steps.schema').then((module) => module.schema),
  load: () => import('./steps'),
})
