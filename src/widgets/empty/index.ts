import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Empty',
  description:
    "The app's empty state (as the lists show it): the empty picture, a text such as 暂无内容, a description and an optional button.",
  schema: () => import('./empty.schema').then((module) => module.schema),
  load: () => import('./empty'),
})
