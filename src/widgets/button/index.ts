import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Button',
  description:
    'A button that runs an action list: primary, default, danger or ghost, three sizes, full width, disabled (bindable), loading while its actions run.',
  schema: () => import('./button.schema').then((module) => module.schema),
  load: () => import('./button'),
})
