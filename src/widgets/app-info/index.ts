import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'AppInfo',
  description: "The product's mark, name, slogan and a version number (about-app screen).",
  schema: () => import('./app-info.schema').then((module) => module.schema),
  load: () => import('./app-info'),
})
