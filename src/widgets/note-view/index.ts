import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'NoteView',
  description: 'One note (noteDetail): its lesson as a link, the text, the time, and 返回课程.',
  schema: () => import('./note-view.schema').then((module) => module.schema),
  load: () => import('./note-view'),
})
