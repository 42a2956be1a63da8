import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LocationView',
  description:
    'The system location screens: shows a place on the WeChat map (or a map link in a browser), or reads the current position for the caller.',
  schema: () => import('./location-view.schema').then((module) => module.schema),
  load: () => import('./location-view'),
})
