import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'CategoryChips',
  description: 'A scrolling row of filter chips (全部/银屑病/痤疮…) that writes the choice to page state.',
  schema: () => import('./category-chips.schema').then((module) => module.schema),
  load: () => import('./category-chips'),
})
