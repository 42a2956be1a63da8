import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VoteRules',
  description: "A vote campaign's rules (all, or one type) as sections of sanitized HTML.",
  schema: () => import('./vote-rules.schema').then((module) => module.schema),
  load: () => import('./vote-rules'),
})
