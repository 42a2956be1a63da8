import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LinkJump',
  description:
    'The /jump and /di-jump screens: resolves type + id (or url) through the deep-link helpers and replaces itself with the target; explains when it cannot.',
  schema: () => import('./link-jump.schema').then((module) => module.schema),
  load: () => import('./link-jump'),
})
