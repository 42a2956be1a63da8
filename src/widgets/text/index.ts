import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Text',
  description: 'A line or paragraph of text: title, subtitle, body or caption.',
  schema: () => import('./text.schema').then((module) => module.schema),
  load: () => import('./text'),
  inline: true,
})
