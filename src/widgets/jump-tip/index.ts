import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'JumpTip',
  description:
    'A jump tip (spec §3): a bar saying where a tap takes the doctor, at the TOP or BOTTOM of the screen, DARK or LIGHT.',
  schema: () => import('./jump-tip.schema').then((module) => module.schema),
  load: () => import('./jump-tip'),
})
