import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ShareButton',
  description:
    'A button that runs the app’s share flow (WeChat card, app share sheet, Web Share) with a title, description and picture.',
  schema: () => import('./share-button.schema').then((module) => module.schema),
  load: () => import('./share-button'),
})
