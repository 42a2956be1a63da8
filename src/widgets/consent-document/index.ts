import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ConsentDocument',
  description:
    'An informed-consent document (sanitized HTML) with optional 不同意 / 同意 and a stored agreement.',
  schema: () => import('./consent-document.schema').then((module) => module.schema),
  reads: () => import('./consent-document.data').then((module) => module.reads),
  load: () => import('./consent-document'),
})
