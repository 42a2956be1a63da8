import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'DynamicForm',
  description:
    'A dynamic form by key: fields shown and hidden by the backend rules, spec §5 validators, a local draft, submit with success / fail redirects.',
  schema: () => import('./dynamic-form.schema').then((module) => module.schema),
  reads: () => import('./dynamic-form.data').then((module) => module.reads),
  load: () => import('./dynamic-form'),
})
