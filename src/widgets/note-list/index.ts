import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'NoteList',
  description: "The doctor's notes of a course or lesson (note.items), with a 记笔记 composer (note.create).",
  schema: () => import('./note-list.schema').then((module) => module.schema),
  reads: () => import('./note-list.data').then((module) => module.reads),
  load: () => import('./note-list'),
})
