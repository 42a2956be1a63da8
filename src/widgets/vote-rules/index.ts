import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VoteRules',
  description: "A vote campaign's rules (all, or one type) as sections of sanitized HTML.",
  schema: () => import('./vote-rules.schema').then((module) => module.schema),
  reads: () => import('./vote-rules.data').then((module) => module.reads),
  load: () => import('./vote-rules'),
})
