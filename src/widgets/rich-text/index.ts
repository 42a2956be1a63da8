import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'RichText',
  description:
    'A block of sanitized HTML (DOMPurify) in body typography; links open only through the openUrl allowlist; optionally clamped to N lines with 展开 / 收起.',
  schema: () => import('./rich-text.schema').then((module) => module.schema),
  load: () => import('./rich-text'),
})
