import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'WebFrame',
  description: 'Shows an allowlisted web page in a frame; other hosts get a clear message.',
  schema: () => import('./web-frame.schema').then((module) => module.schema),
  load: () => import('./web-frame'),
})
