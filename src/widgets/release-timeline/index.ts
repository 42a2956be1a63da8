import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ReleaseTimeline',
  description: 'A version history list: version, date and notes, with the current version marked.',
  schema: () => import('./release-timeline.schema').then((module) => module.schema),
  load: () => import('./release-timeline'),
})
